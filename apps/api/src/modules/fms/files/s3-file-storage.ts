import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStorage, isSafeKey } from './file-storage';

export type S3Settings = {
  /** e.g. http://127.0.0.1:9000 (MinIO) or https://s3.eu-central-1.amazonaws.com */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * An S3-compatible bucket through the AWS SDK, path-style URLs (`{endpoint}/{bucket}/{key}`), so
 * MinIO and other S3-compatible stores work as AWS does. Several API processes (or machines)
 * share the files through it. A stream of unknown length (an export) goes up as a multipart
 * upload, holding at most a few parts in memory whatever its size.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible stores refuse the others.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
    });
  }

  private object(key: string) {
    if (!isSafeKey(key)) throw new Error(`unsafe file key: ${JSON.stringify(key)}`);
    return { Bucket: this.settings.bucket, Key: key };
  }

  async put(key: string, body: Buffer | Readable, contentType: string) {
    const params = { ...this.object(key), Body: body, ContentType: contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand(params));
      return;
    }
    await new Upload({ client: this.client, params, queueSize: 2 }).done();
  }

  async get(key: string) {
    try {
      const { Body } = await this.client.send(new GetObjectCommand(this.object(key)));
      return Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string) {
    try {
      await this.client.send(new HeadObjectCommand(this.object(key)));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }

  /**
   * An upload cut off mid-way is never an object, only an unfinished multipart upload, which
   * the bucket's lifecycle rule `AbortIncompleteMultipartUpload` removes (docs/production.md).
   */
  async removeUnfinishedWrites() {
    return 0;
  }
}
