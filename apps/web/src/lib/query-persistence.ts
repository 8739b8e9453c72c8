import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { keptQueryCacheKey, onForgetKeptQueryCache } from './kept-query-cache';
import { getMerchantId, getUserId } from './session';

/** As long as the tokens live (spec section 9): an older cache belongs to a session that ended. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The API's answers change shape with the contract: a cache written against another contract is
 * dropped rather than shown to screens that read it differently (vite.config.ts hashes it).
 */
const buster = __CONTRACT_VERSION__;

function currentKey() {
  const userId = getUserId();
  const merchantId = getMerchantId();
  return userId && merchantId ? keptQueryCacheKey(userId, merchantId) : undefined;
}

const persisterFor = (key: string) =>
  createAsyncStoragePersister({
    storage: window.localStorage,
    key,
    throttleTime: 1000,
    // Over the storage's quota: the oldest answers make room for the newest.
    retry: removeOldestQuery,
  });

/**
 * Before the first render: the answers this user last saw of this merchant, shown at once (and
 * offline) while the screens revalidate them in the background.
 */
export async function restoreQueryCache(queryClient: QueryClient) {
  const key = currentKey();
  if (!key) return;
  await persistQueryClientRestore({
    queryClient,
    persister: persisterFor(key),
    maxAge: MAX_AGE_MS,
    buster,
  });
  // A reload asks for fresh data, however recent the kept answers: each screen shows them and
  // fetches its own again at once (reads pause offline).
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

let kept: { key: string; stop: () => void } | undefined;

/**
 * From the panel's layout on: what the query cache holds is written to this user's and
 * merchant's entry (a merchant switch reloads the page). Signing out stops it
 * (lib/kept-query-cache.ts).
 */
export function keepQueryCache(queryClient: QueryClient) {
  const key = currentKey();
  if (!key || key === kept?.key) return;
  kept?.stop();
  const persister = persisterFor(key);
  const unsubscribe = persistQueryClientSubscribe({ queryClient, persister, buster });
  // What arrived before this module did is written too, not only what changes after.
  void persistQueryClientSave({ queryClient, persister, buster });
  kept = { key, stop: unsubscribe };
  onForgetKeptQueryCache(() => {
    unsubscribe();
    kept = undefined;
  });
}
