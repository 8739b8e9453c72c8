import type { OrderDetail } from '@mp/contract/oms/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runPool } from '../lib/run-pool';
import { printingKeys } from './printing-keys';

const CONCURRENCY = 4;

/** GET oms/merchant-orders/{id} for each id, four at a time; failures are counted, not fatal. */
async function getPrintOrders(ids: readonly number[], signal?: AbortSignal) {
  const results = await runPool(ids, CONCURRENCY, async (id) => {
    const { data } = await api.get<OrderDetail>(`oms/merchant-orders/${id}`, {
      loader: false,
      toastError: false,
      ...(signal ? { signal } : {}),
    });
    return data;
  });
  const orders: OrderDetail[] = [];
  const failed: number[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') orders.push(result.value);
    else failed.push(ids[i]!);
  });
  return { orders, failed };
}

export function usePrintOrders(ids: readonly number[]) {
  return useQuery(
    queryOptions({
      queryKey: printingKeys.sheet(ids),
      queryFn: ({ signal }) => getPrintOrders(ids, signal),
      enabled: ids.length > 0,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
