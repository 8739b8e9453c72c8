/**
 * Where the panel keeps the answers it last saw (lib/query-persistence.ts): one localStorage entry
 * per user and merchant. This module is all that signing out needs, so the page's first script
 * does not carry the persistence library.
 */
const KEY_PREFIX = 'mp-query-cache:';

export const keptQueryCacheKey = (userId: string, merchantId: number) =>
  `${KEY_PREFIX}${userId}:${merchantId}`;

let stopWriting: (() => void) | undefined;

/** The writer of the kept cache says how to stop it (one writer per page). */
export function setKeptQueryCacheStopper(stop: () => void) {
  stopWriting = stop;
}

/**
 * Removes what this device kept of one merchant (the person was taken off it); `writtenHere`:
 * it is the merchant this page keeps, whose writer stops first so that it does not write it back.
 */
export function forgetKeptQueryCache(userId: string, merchantId: number, writtenHere: boolean) {
  if (writtenHere) {
    stopWriting?.();
    stopWriting = undefined;
  }
  localStorage.removeItem(keptQueryCacheKey(userId, merchantId));
}

/** Stops writing and removes every kept cache of this device (signing out). */
export function forgetKeptQueryCaches() {
  stopWriting?.();
  stopWriting = undefined;
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(KEY_PREFIX)) localStorage.removeItem(key);
  }
}
