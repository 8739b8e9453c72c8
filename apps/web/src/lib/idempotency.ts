import { toApiError } from './api-client';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A v4 UUID; `crypto.randomUUID` only exists on secure origins, so fall back to its recipe. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** No answer came back (network, time-out, 5xx): the same request may be retried with its key. */
function isRetryableFailure(error: unknown): boolean {
  const apiError = toApiError(error);
  return apiError.status === undefined || apiError.status >= 500;
}

const pending = new Map<string, string>();

/**
 * One key per user action. A retry of the same request (same signature) after a failure without
 * an answer reuses the key, so the server replays instead of acting twice; an answered request
 * (success or a coded refusal) frees it, and the next action gets a new key.
 */
export async function withIdempotencyKey<T>(
  signature: string,
  send: (key: string) => Promise<T>,
): Promise<T> {
  let key = pending.get(signature);
  if (!key) {
    key = newIdempotencyKey();
    pending.set(signature, key);
  }
  try {
    const result = await send(key);
    pending.delete(signature);
    return result;
  } catch (error) {
    if (!isRetryableFailure(error)) pending.delete(signature);
    throw error;
  }
}
