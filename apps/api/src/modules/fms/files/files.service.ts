import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  FILE_URL_TTL_SECONDS,
  type FileUrlRequest,
  MAX_UPLOAD_BYTES,
  type SignedFileQuery,
  type UploadedFile,
  type UploadFileBody,
} from '@mp/contract/fms/files';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationError } from '../../../lib/errors';
import { type FileStorage, isSafeKey } from './file-storage';
import { safeFileName, sniffContentType } from './files.content';
import { findFileByKey, findMerchantFiles, insertFile } from './files.queries';
import { isValidFileSignature, signedFileQuery } from './files.signing';

export type FileService = {
  db: Db;
  storage: FileStorage;
  urlSecret: string;
  now?: () => Date;
};

const forbidden = () =>
  new AppError('FORBIDDEN', 'This file link has expired or is not valid; ask for a new one');

export async function uploadFile(
  service: FileService,
  db: Db,
  merchantId: number,
  body: UploadFileBody,
): Promise<UploadedFile> {
  // Decoded size from the base64 length, before allocating the buffer.
  const padding = body.dataBase64.endsWith('==') ? 2 : body.dataBase64.endsWith('=') ? 1 : 0;
  if (body.dataBase64.length % 4 !== 0) {
    throw validationError('dataBase64 is not valid base64', 'body.dataBase64');
  }
  const size = (body.dataBase64.length / 4) * 3 - padding;
  if (size > MAX_UPLOAD_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `A file may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
    );
  }
  const data = Buffer.from(body.dataBase64, 'base64');
  if (data.length === 0) throw validationError('The file is empty', 'body.dataBase64');
  const actual = sniffContentType(data);
  if (actual !== body.contentType) {
    throw validationError(
      actual
        ? `The file is ${actual}, not ${body.contentType}`
        : 'Only PNG, JPEG, WebP images and PDF documents can be uploaded',
      'body.dataBase64',
    );
  }
  const key = `merchants/${merchantId}/attachments/${crypto.randomUUID()}-${safeFileName(body.fileName)}`;
  await service.storage.put(key, data, actual);
  try {
    return await insertFile(db, {
      key,
      merchantId,
      contentType: actual,
      size: data.length,
      originalName: body.fileName,
      purpose: 'attachment',
    });
  } catch (error) {
    await service.storage.delete(key).catch(() => {});
    throw error;
  }
}

/** A short-lived URL that opens the merchant's file without a bearer token. */
export async function generateFileUrl(
  service: FileService,
  merchantId: number,
  request: FileUrlRequest,
  origin: string,
) {
  const [file] = await findMerchantFiles(service.db, merchantId, [request.Key]);
  if (!file) throw notFound('File');
  const now = service.now?.() ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
  const disposition = request.urlType === 'download' ? 'attachment' : 'inline';
  const query = signedFileQuery(service.urlSecret, file.key, expires, disposition);
  return {
    url: `${origin}/api/v1/fms/files/signed?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** RFC 6266 / 5987: an ASCII fallback name plus the original, percent-encoded. */
function contentDisposition(disposition: string, originalName: string) {
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${safeFileName(originalName)}"; filename*=UTF-8''${encoded}`;
}

export async function openSignedFile(
  service: FileService,
  query: SignedFileQuery,
): Promise<{ stream: Readable; contentType: string; contentDisposition: string }> {
  const nowSeconds = Math.floor((service.now?.() ?? new Date()).getTime() / 1000);
  if (!isValidFileSignature(service.urlSecret, query) || query.expires < nowSeconds) {
    throw forbidden();
  }
  const file = isSafeKey(query.key) ? await findFileByKey(service.db, query.key) : undefined;
  const stream = file ? await service.storage.get(query.key) : undefined;
  if (!file || !stream) throw notFound('File');
  return {
    stream,
    contentType: file.contentType,
    contentDisposition: contentDisposition(query.disposition, file.originalName),
  };
}
