import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  FILE_URL_TTL_SECONDS,
  type FileUrlRequest,
  MAX_UPLOAD_BYTES,
  type SignedFileQuery,
  type UploadedFile,
  type UploadFileBody,
  type UploadQuota,
} from '@mp/contract/fms/files';
import { can, type MemberAccess } from '@mp/contract/ums/permissions';
import { create as createContentDisposition } from 'content-disposition';
import type { Db } from '../../../db/client';
import { lockUntilCommit } from '../../../db/transaction-lock';
import { AppError, notFound, validationError } from '../../../lib/errors';
import { type FileStorage, isSafeKey } from './file-storage';
import { downloadName, safeFileName, sniffContentType } from './files.content';
import {
  deleteUnattachedUploads,
  findFileByKey,
  findMerchantFiles,
  insertFile,
  isOwnExportFile,
  uploadedInLastDay,
} from './files.queries';
import { isValidFileSignature, signedFileQuery } from './files.signing';
import type { FilePurpose } from './files.table';

export type FileService = {
  db: Db;
  storage: FileStorage;
  urlSecret: string;
  /** What one merchant may upload in any 24 hours (UPLOAD_QUOTA_BYTES_PER_DAY). */
  dailyUploadQuotaBytes: number;
  now?: () => Date;
};

const forbidden = () =>
  new AppError('LINK_EXPIRED', 'This file link has expired or is not valid; ask for a new one');

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
  // Checked once before the bytes are stored, so a merchant past the quota stores nothing...
  await refuseOverQuota(service, db, merchantId, size);
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
    return await db.transaction(async (tx) => {
      // ...and again with the row, one merchant's uploads taking their turn here, so the check
      // and the save are one step: parallel uploads cannot all pass the same check.
      await lockUntilCommit(tx, `upload-quota:${merchantId}`);
      await refuseOverQuota(service, tx, merchantId, data.length);
      return insertFile(tx, {
        key,
        merchantId,
        contentType: actual,
        size: data.length,
        originalName: body.fileName,
        purpose: 'attachment',
      });
    });
  } catch (error) {
    await service.storage.delete(key).catch(() => {});
    throw error;
  }
}

async function refuseOverQuota(service: FileService, db: Db, merchantId: number, size: number) {
  const uploaded = await uploadedInLastDay(db, merchantId);
  if (uploaded.bytes + size > service.dailyUploadQuotaBytes) {
    throw new AppError(
      'RATE_LIMITED',
      `Uploads are limited to ${service.dailyUploadQuotaBytes / 1024 / 1024} MB a day; try again later`,
      { headers: { 'retry-after': String(uploaded.secondsUntilOldestLeaves) } },
    );
  }
}

/** What the merchant may still upload within the last 24 hours' quota. */
export async function uploadQuota(service: FileService, merchantId: number): Promise<UploadQuota> {
  const { bytes } = await uploadedInLastDay(service.db, merchantId);
  const limitBytes = service.dailyUploadQuotaBytes;
  return { limitBytes, usedBytes: bytes, leftBytes: Math.max(0, limitBytes - bytes) };
}

/** A short-lived URL that opens the merchant's file without a bearer token. */
/** Who asks for a file's link, and their role in the merchant. */
type FileViewer = { userId: number; access: MemberAccess };

/**
 * A file opens for a member whose role shows what it belongs to (decision 076): an issue's
 * attachment, an order's payment proof; an export is its maker's alone. To anyone else it is
 * not there, as the thing it belongs to is not.
 */
async function checkMayOpen(
  db: Db,
  merchantId: number,
  viewer: FileViewer,
  file: { key: string; purpose: FilePurpose },
) {
  const needed = { attachment: 'issues.view', payment_proof: 'orders.view' } as const;
  const mayOpen =
    file.purpose === 'export'
      ? await isOwnExportFile(db, merchantId, viewer.userId, file.key)
      : can(viewer.access, needed[file.purpose]);
  if (!mayOpen) throw notFound('File');
}

export async function generateFileUrl(
  service: FileService,
  merchantId: number,
  viewer: FileViewer,
  request: FileUrlRequest,
  origin: string,
) {
  const [file] = await findMerchantFiles(service.db, merchantId, [request.Key]);
  if (!file) throw notFound('File');
  await checkMayOpen(service.db, merchantId, viewer, file);
  const now = service.now?.() ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
  const disposition = request.urlType === 'download' ? 'attachment' : 'inline';
  const query = signedFileQuery(service.urlSecret, file.key, expires, disposition);
  return {
    url: `${origin}/api/v1/fms/files/signed?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** RFC 6266: the cleaned original name, with a plain ASCII one for clients that need it. */
function contentDisposition(disposition: string, originalName: string) {
  const name = downloadName(originalName);
  return createContentDisposition(name, { type: disposition, fallback: safeFileName(name) });
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

const HOUR_MS = 60 * 60_000;
/** Uploads removed per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Removes what nobody will ever open: uploads never attached to anything a day after they were
 * made, and writes cut off more than an hour ago by a process that died. Rows go first, then
 * their bytes: a file is never listed without its bytes.
 */
export async function sweepFiles(service: Pick<FileService, 'db' | 'storage'>, now = new Date()) {
  const unfinished = await service.storage.removeUnfinishedWrites(
    new Date(now.getTime() - HOUR_MS),
  );
  const keys = await deleteUnattachedUploads(
    service.db,
    new Date(now.getTime() - 24 * HOUR_MS),
    SWEEP_BATCH,
  );
  for (const key of keys) await service.storage.delete(key);
  return { unfinished, unattached: keys.length };
}
