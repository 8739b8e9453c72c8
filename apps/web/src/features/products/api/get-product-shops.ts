import type { Shop } from '@mp/contract/cms/shops';
import type { PageEnvelope } from '@mp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './products-keys';

/** GET cms/merchant/shops: the merchant's shops, for the shop filter and to mark own offers. */
export async function getProductShops(signal?: AbortSignal): Promise<Shop[]> {
  const { data } = await api.get<PageEnvelope<Shop>>('cms/merchant/shops', {
    params: { page: 1, limit: 100 },
    loader: false,
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data.content;
}

export function productShopsQueryOptions() {
  return queryOptions({
    queryKey: productKeys.shops(),
    queryFn: ({ signal }) => getProductShops(signal),
    staleTime: 5 * 60_000,
  });
}

export function useProductShops() {
  return useQuery(productShopsQueryOptions());
}
