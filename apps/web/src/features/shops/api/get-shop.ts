import type { Shop } from '@mp/contract/cms/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shopKeys } from './shops-keys';

/** GET cms/merchant/shops/{id}. */
async function getShop(id: number, signal?: AbortSignal): Promise<Shop> {
  const { data } = await api.get<Shop>(`cms/merchant/shops/${id}`, {
    loader: false,
    // A 404 (another merchant's shop) is shown on the page itself.
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function shopQueryOptions(id: number) {
  return queryOptions({
    queryKey: shopKeys.detail(id),
    queryFn: ({ signal }) => getShop(id, signal),
    staleTime: 0,
  });
}

export function useShop(id: number) {
  return useQuery(shopQueryOptions(id));
}
