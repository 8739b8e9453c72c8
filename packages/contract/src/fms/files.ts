import { z } from 'zod';
import { isoTimeSchema, lastAllowedSecond } from '../common';

/** What an upload may be; the server checks the content's magic bytes, not only this label. */
export const uploadContentTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

/** Decoded size limit of one upload (2 MiB); larger answers 413 PAYLOAD_TOO_LARGE. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** How long a signed file URL works. */
export const FILE_URL_TTL_SECONDS = 5 * 60;

/** POST fms/files (JSON, no multipart): the file's bytes as base64. */
export const uploadFileBodySchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    contentType: z.enum(uploadContentTypes),
    /** Standard base64 (not base64url), no `data:` prefix. */
    dataBase64: z
      .string()
      .min(1)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Must be standard base64 without a data: prefix'),
  })
  .strict();
export type UploadFileBody = z.infer<typeof uploadFileBodySchema>;

export const uploadedFileSchema = z.object({
  /** Pass it as an attachment (issue comments) or as `Key` to the URL generator. */
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * GET fms/files/quota: what the merchant may still upload. The quota counts the attachments of
 * the last 24 hours, so what is left grows back as the oldest of them leave that window.
 */
export const uploadQuotaSchema = z.object({
  limitBytes: z.number().int(),
  usedBytes: z.number().int(),
  leftBytes: z.number().int(),
});
export type UploadQuota = z.infer<typeof uploadQuotaSchema>;

/**
 * POST fms/files/urlGenerator (the spec's field names). `view` opens inline, `download` as an
 * attachment. ContentType is accepted for compatibility; the stored type is what is served.
 */
export const fileUrlRequestSchema = z
  .object({
    urlType: z.enum(['view', 'download']),
    ContentType: z.string().max(200).optional(),
    Key: z.string().min(1).max(500),
  })
  .strict();
export type FileUrlRequest = z.infer<typeof fileUrlRequestSchema>;

export const fileUrlResponseSchema = z.object({
  url: z.string(),
  /** When the URL stops working (ISO 8601). */
  expiresAt: isoTimeSchema,
});
export type FileUrlResponse = z.infer<typeof fileUrlResponseSchema>;

/** GET fms/files/signed: the query of a signed URL; the signature is the credential. */
export const signedFileQuerySchema = z
  .object({
    key: z.string().min(1).max(500),
    expires: z.coerce.number().int().positive().max(lastAllowedSecond),
    disposition: z.enum(['inline', 'attachment']).default('inline'),
    signature: z.string().min(1).max(200),
  })
  .strict();
export type SignedFileQuery = z.infer<typeof signedFileQuerySchema>;
