import type { PageEnvelope } from '@mp/contract/common';
import type { OrderListItem, OrderListQueryInput } from '@mp/contract/oms/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './orders-keys';

/** GET oms/merchant-orders: one page of the merchant's orders. */
async function getOrders(
  query: OrderListQueryInput,
  signal?: AbortSignal,
): Promise<PageEnvelope<OrderListItem>> {
  const { data } = await api.get<PageEnvelope<OrderListItem>>('oms/merchant-orders', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function ordersQueryOptions(query: OrderListQueryInput) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrderListQueryInput) {
  return useQuery(ordersQueryOptions(query));
}
