import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { keptQueryCacheKey, setKeptQueryCacheStopper } from './kept-query-cache';
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

/**
 * localStorage under one key, written only while it is still this page's: not once signing out
 * has stopped it (the persister may hold a throttled write), nor once another tab has switched
 * the merchant or the user (the cookies are shared; this page's answers are then another key's).
 */
function storageFor(key: string) {
  let stopped = false;
  return {
    storage: {
      getItem: (name: string) => localStorage.getItem(name),
      setItem: (name: string, value: string) => {
        if (!stopped && currentKey() === key) localStorage.setItem(name, value);
      },
      removeItem: (name: string) => localStorage.removeItem(name),
    },
    stop: () => {
      stopped = true;
    },
  };
}

const persisterFor = (key: string, storage: ReturnType<typeof storageFor>['storage']) =>
  createAsyncStoragePersister({
    storage,
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
    persister: persisterFor(key, storageFor(key).storage),
    maxAge: MAX_AGE_MS,
    buster,
  });
  // A reload asks for fresh data, however recent the kept answers: each screen shows them and
  // fetches its own again at once (reads pause offline).
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

let keptKey: string | undefined;

/**
 * From the panel's layout on: what the query cache holds is written to this user's and
 * merchant's entry (a merchant switch reloads the page). Signing out stops it
 * (lib/kept-query-cache.ts).
 */
export function keepQueryCache(queryClient: QueryClient) {
  const key = currentKey();
  if (!key || key === keptKey) return;
  keptKey = key;
  const { storage, stop } = storageFor(key);
  const persister = persisterFor(key, storage);
  const unsubscribe = persistQueryClientSubscribe({ queryClient, persister, buster });
  // What arrived before this module did is written too, not only what changes after.
  void persistQueryClientSave({ queryClient, persister, buster });
  setKeptQueryCacheStopper(() => {
    stop();
    unsubscribe();
    keptKey = undefined;
  });
}
