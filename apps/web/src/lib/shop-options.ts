import type { Shop } from '@mp/contract/cms/shops';
import type { PageEnvelope } from '@mp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Under the shops feature's root key (`shopKeys.all`, spelled out because lib does not import
 * features), so whatever refreshes the shops refreshes these choices too, and every list's
 * shop filter shares one cached copy.
 */
export const shopOptionsKey = ['shops', 'options'] as const;

/** GET cms/merchant/shops: the merchant's shops, for the lists' shop filters and own offers. */
export async function getShopOptions(signal?: AbortSignal): Promise<Shop[]> {
  const { data } = await api.get<PageEnvelope<Shop>>('cms/merchant/shops', {
    params: { page: 1, limit: 100 },
    loader: false,
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data.content;
}

export function shopOptionsQueryOptions() {
  return queryOptions({
    queryKey: shopOptionsKey,
    queryFn: ({ signal }) => getShopOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useShopOptions() {
  return useQuery(shopOptionsQueryOptions());
}
