import type { OrderDailyQuery, OrderDailyStats } from '@mp/contract/oms/orders';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './orders-keys';

/** GET oms/merchant-orders/stats/daily: orders placed and sales per Dhaka day and shop. */
async function getOrderDaily(query: OrderDailyQuery, signal?: AbortSignal) {
  const { data } = await api.get<OrderDailyStats>('oms/merchant-orders/stats/daily', {
    params: query,
    loader: false,
    // Home's charts sit beside its to-do counts: a failure shows as an empty chart.
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function orderDailyQueryOptions(query: OrderDailyQuery) {
  return queryOptions({
    queryKey: orderKeys.daily(query),
    queryFn: ({ signal }) => getOrderDaily(query, signal),
  });
}
