import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, isSafeKey } from './file-storage';
import { amzDate, EMPTY_SHA256, signV4, uriEncode } from './s3-signature';

export type S3Settings = {
  /** e.g. http://127.0.0.1:9000 (MinIO) or https://s3.eu-central-1.amazonaws.com */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

type Body = { stream: Readable; length: number; sha256: string } | undefined;

/**
 * An S3-compatible bucket, path-style URLs (`{endpoint}/{bucket}/{key}`), requests signed with
 * Signature V4. Several API processes (or machines) share the files through it. A streamed body
 * is first spooled to a temporary file, because a signed PUT needs its length and hash up front;
 * memory stays constant whatever the size.
 */
export class S3FileStorage implements FileStorage {
  private readonly base: URL;
  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.base = new URL(settings.endpoint);
  }

  private objectPath(key: string) {
    if (!isSafeKey(key)) throw new Error(`unsafe file key: ${JSON.stringify(key)}`);
    const basePath = this.base.pathname.replace(/\/+$/, '');
    return `${basePath}/${uriEncode(this.settings.bucket)}/${uriEncode(key, true)}`;
  }

  private request(method: string, key: string, body: Body, extra: Record<string, string> = {}) {
    const now = this.now();
    const headers: Record<string, string> = {
      host: this.base.host,
      'x-amz-date': amzDate(now),
      'x-amz-content-sha256': body?.sha256 ?? EMPTY_SHA256,
      ...extra,
    };
    const requestPath = this.objectPath(key);
    const { authorization } = signV4({
      method,
      path: requestPath,
      headers,
      payloadHash: headers['x-amz-content-sha256']!,
      ...this.settings,
      now,
    });
    const client = this.base.protocol === 'https:' ? https : http;
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = client.request(
        {
          method,
          protocol: this.base.protocol,
          hostname: this.base.hostname,
          port: this.base.port || undefined,
          path: requestPath,
          headers: {
            ...headers,
            authorization,
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
          timeout: 60_000,
        },
        resolve,
      );
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} ${key} timed out`)));
      req.on('error', reject);
      if (body) body.stream.on('error', (error) => req.destroy(error)).pipe(req);
      else req.end();
    });
  }

  private async fail(response: http.IncomingMessage, what: string): Promise<never> {
    let text = '';
    for await (const chunk of response) text += chunk;
    throw new Error(`S3 ${what} failed: ${response.statusCode} ${text.slice(0, 300)}`);
  }

  async put(key: string, body: Buffer | Readable, contentType: string) {
    if (Buffer.isBuffer(body)) {
      const sha256 = crypto.createHash('sha256').update(body).digest('hex');
      const response = await this.request(
        'PUT',
        key,
        { stream: Readable.from([body]), length: body.length, sha256 },
        { 'content-type': contentType },
      );
      if (response.statusCode !== 200) await this.fail(response, `PUT ${key}`);
      response.resume();
      return;
    }
    const spool = path.join(os.tmpdir(), `mp-s3-${crypto.randomUUID()}`);
    try {
      const hash = crypto.createHash('sha256');
      let length = 0;
      await pipeline(
        body,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            length += chunk.length;
            done(null, chunk);
          },
        }),
        fs.createWriteStream(spool, { flags: 'wx', mode: 0o600 }),
      );
      const response = await this.request(
        'PUT',
        key,
        { stream: fs.createReadStream(spool), length, sha256: hash.digest('hex') },
        { 'content-type': contentType },
      );
      if (response.statusCode !== 200) await this.fail(response, `PUT ${key}`);
      response.resume();
    } finally {
      await fs.promises.rm(spool, { force: true });
    }
  }

  async get(key: string) {
    const response = await this.request('GET', key, undefined);
    if (response.statusCode === 404) {
      response.resume();
      return undefined;
    }
    if (response.statusCode !== 200) await this.fail(response, `GET ${key}`);
    return response;
  }

  async exists(key: string) {
    const response = await this.request('HEAD', key, undefined);
    response.resume();
    if (response.statusCode === 200) return true;
    if (response.statusCode === 404) return false;
    throw new Error(`S3 HEAD ${key} failed: ${response.statusCode}`);
  }

  async delete(key: string) {
    const response = await this.request('DELETE', key, undefined);
    if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404) {
      await this.fail(response, `DELETE ${key}`);
    }
    response.resume();
  }
}
