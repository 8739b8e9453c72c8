import type { PageEnvelope } from '@mp/contract/common';
import type { PurchaseOrder, PurchaseOrderQueryInput } from '@mp/contract/oms/purchase-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-orders-keys';

/** GET oms/purchase-orders/merchant: the merchant's B2B orders as purchase orders. */
async function getPurchaseOrders(query: PurchaseOrderQueryInput, signal?: AbortSignal) {
  const { data } = await api.get<PageEnvelope<PurchaseOrder>>('oms/purchase-orders/merchant', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function purchaseOrdersQueryOptions(query: PurchaseOrderQueryInput) {
  return queryOptions({
    queryKey: purchaseOrderKeys.list(query),
    queryFn: ({ signal }) => getPurchaseOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrders(query: PurchaseOrderQueryInput) {
  return useQuery(purchaseOrdersQueryOptions(query));
}
