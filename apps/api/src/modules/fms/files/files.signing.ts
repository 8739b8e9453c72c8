import crypto from 'node:crypto';
import type { Config } from '../../../config';
import { sameSecret, secretFromEnvOrDataDir } from '../../../lib/secrets';

export type Disposition = 'inline' | 'attachment';

/**
 * The secret that signs file URLs comes from FILE_URL_SECRET. A single-machine demo without one
 * gets a random secret kept in the data folder, so URLs keep working across a restart.
 */
export const resolveFileUrlSecret = (config: Config) =>
  secretFromEnvOrDataDir(config.fileUrlSecret, config.dataDir, 'file-url-secret');

/** HMAC-SHA256 over everything the URL grants: which file, until when, and how it opens. */
function fileUrlSignature(
  secret: string,
  key: string,
  expiresEpochSeconds: number,
  disposition: Disposition,
) {
  return crypto
    .createHmac('sha256', secret)
    .update(`${key}\n${expiresEpochSeconds}\n${disposition}`)
    .digest('base64url');
}

export function signedFileQuery(
  secret: string,
  key: string,
  expiresEpochSeconds: number,
  disposition: Disposition,
) {
  return new URLSearchParams({
    key,
    expires: String(expiresEpochSeconds),
    disposition,
    signature: fileUrlSignature(secret, key, expiresEpochSeconds, disposition),
  }).toString();
}

export function isValidFileSignature(
  secret: string,
  query: { key: string; expires: number; disposition: Disposition; signature: string },
) {
  return sameSecret(
    query.signature,
    fileUrlSignature(secret, query.key, query.expires, query.disposition),
  );
}
