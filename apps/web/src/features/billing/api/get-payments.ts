import type { Payment, PaymentListQuery } from '@mp/contract/bms/payments';
import type { PageEnvelope } from '@mp/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/payments: one page of the merchant's payments. */
async function getPayments(
  query: PaymentListQuery,
  signal?: AbortSignal,
): Promise<PageEnvelope<Payment>> {
  const { data } = await api.get<PageEnvelope<Payment>>('bms/payments', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function paymentsQueryOptions(query: PaymentListQuery) {
  return queryOptions({
    queryKey: billingKeys.paymentList(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(query: PaymentListQuery) {
  return useQuery(paymentsQueryOptions(query));
}
