import type { PrintSheet } from '@mp/contract/oms/printing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { printingKeys } from './printing-keys';

/**
 * GET oms/merchant-orders/print-sheets: the orders with the recipient's phone as labels need it,
 * in one call; ids the merchant cannot print come back as `failed`.
 */
async function getPrintOrders(ids: readonly number[], signal?: AbortSignal) {
  const { data } = await api.get<PrintSheet>('oms/merchant-orders/print-sheets', {
    params: { ids: ids.join(',') },
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return { orders: data.orders, failed: data.missing };
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
