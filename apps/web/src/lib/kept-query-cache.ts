/**
 * Where the panel keeps the answers it last saw (lib/query-persistence.ts): one localStorage entry
 * per user and merchant. This module is all that signing out needs, so the page's first script
 * does not carry the persistence library.
 */
const KEY_PREFIX = 'mp-query-cache:';

export const keptQueryCacheKey = (userId: string, merchantId: number) =>
  `${KEY_PREFIX}${userId}:${merchantId}`;

let stopKeeping: (() => void) | undefined;

/** Called by whoever writes the cache: how to stop writing it. */
export function onForgetKeptQueryCache(stop: () => void) {
  stopKeeping = stop;
}

/** Stops writing and removes every kept cache of this device (signing out). */
export function forgetKeptQueryCaches() {
  stopKeeping?.();
  stopKeeping = undefined;
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(KEY_PREFIX)) localStorage.removeItem(key);
  }
}
