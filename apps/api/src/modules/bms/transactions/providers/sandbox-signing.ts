import crypto from 'node:crypto';
import type { Config } from '../../../../config';
import { secretFromEnvOrDataDir } from '../../../../lib/secrets';

/** Callbacks older (or further in the future) than this are refused as replays. */
export const CALLBACK_MAX_AGE_MS = 5 * 60_000;
export const SANDBOX_STORE_KEY_HEADER = 'x-sandbox-store-key';

/** `key=value` pairs sorted by key and joined with `&`: the exact bytes that are signed. */
function canonicalString(fields: Record<string, string>) {
  return Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

export function signFields(secret: string, fields: Record<string, string>) {
  return crypto.createHmac('sha256', secret).update(canonicalString(fields)).digest('hex');
}

/** The key the API presents to the sandbox's status and session APIs (like a store password). */
export const sandboxStoreKey = (secret: string) =>
  crypto.createHmac('sha256', secret).update('sandbox-store-key').digest('hex');

/**
 * SANDBOX_PAY_SECRET, or a random one kept in the data folder (never in the repo), so that
 * callbacks signed before a restart still verify after it.
 */
export const resolveSandboxSecret = (config: Config) =>
  secretFromEnvOrDataDir(config.payments.sandboxSecret, config.dataDir, 'sandbox-pay-secret');
