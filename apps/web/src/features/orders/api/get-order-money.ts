import type { OrderMoney } from '@mp/contract/oms/order-money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './orders-keys';

/** GET oms/merchant-orders/{id}/money: COD to collect, the bills' lines, remittance, net. */
async function getOrderMoney(id: number, signal?: AbortSignal): Promise<OrderMoney> {
  const { data } = await api.get<OrderMoney>(`oms/merchant-orders/${id}/money`, {
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function useOrderMoney(id: number) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.money(id),
      queryFn: ({ signal }) => getOrderMoney(id, signal),
    }),
  );
}
