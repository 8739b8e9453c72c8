import type { OrderStageCounts } from '@mp/contract/oms/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OrderCountQueryParams, orderKeys } from './orders-keys';

/** GET oms/merchant-orders/stats/count: how many orders each stage holds for the filters. */
async function getOrderCounts(
  query: OrderCountQueryParams,
  signal?: AbortSignal,
): Promise<OrderStageCounts> {
  const { data } = await api.get<OrderStageCounts>('oms/merchant-orders/stats/count', {
    params: query,
    loader: false,
    // Counts sit beside the list (tabs, sidebar): their failure shows as a missing number, and
    // the list's own call toasts.
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function orderCountsQueryOptions(query: OrderCountQueryParams) {
  return queryOptions({
    queryKey: orderKeys.count(query),
    queryFn: ({ signal }) => getOrderCounts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderCounts(query: OrderCountQueryParams) {
  return useQuery(orderCountsQueryOptions(query));
}
