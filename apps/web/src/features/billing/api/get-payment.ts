import type { Payment } from '@mp/contract/bms/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/payments/{id}: one of the merchant's payments. */
async function getPayment(id: number, signal?: AbortSignal): Promise<Payment> {
  const { data } = await api.get<Payment>(`bms/payments/${id}`, {
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function usePayment(id: number) {
  return useQuery(
    queryOptions({
      queryKey: billingKeys.payment(id),
      queryFn: ({ signal }) => getPayment(id, signal),
    }),
  );
}
