import type { OrderDetail } from '@mp/contract/oms/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './orders-keys';

/** GET oms/merchant-orders/{id}: items, customer, payment, logistics, timeline, actions. */
async function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const { data } = await api.get<OrderDetail>(`oms/merchant-orders/${id}`, {
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

export function useOrder(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(id), enabled: options.enabled ?? true });
}
