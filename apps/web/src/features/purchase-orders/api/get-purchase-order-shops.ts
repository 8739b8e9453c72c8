import type { Shop } from '@mp/contract/cms/shops';
import type { PageEnvelope } from '@mp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-orders-keys';

/** GET cms/merchant/shops: the merchant's shops, for the shop filter. */
export async function getPurchaseOrderShops(signal?: AbortSignal): Promise<Shop[]> {
  const { data } = await api.get<PageEnvelope<Shop>>('cms/merchant/shops', {
    params: { page: 1, limit: 100 },
    loader: false,
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data.content;
}

export function usePurchaseOrderShops() {
  return useQuery(
    queryOptions({
      queryKey: purchaseOrderKeys.shops(),
      queryFn: ({ signal }) => getPurchaseOrderShops(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
