import type { Shop, ShopListQuery } from '@mp/contract/cms/shops';
import type { PageEnvelope } from '@mp/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopKeys } from './shops-keys';

/** GET cms/merchant/shops: one page of the merchant's shops, oldest first. */
async function getShops(query: ShopListQuery, signal?: AbortSignal): Promise<PageEnvelope<Shop>> {
  const { data } = await api.get<PageEnvelope<Shop>>('cms/merchant/shops', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function shopsQueryOptions(query: ShopListQuery) {
  return queryOptions({
    queryKey: shopKeys.list(query),
    queryFn: ({ signal }) => getShops(query, signal),
    placeholderData: keepPreviousData,
    // Product counts move when products are delisted elsewhere in the panel.
    staleTime: 0,
  });
}

export function useShops(query: ShopListQuery) {
  return useQuery(shopsQueryOptions(query));
}
