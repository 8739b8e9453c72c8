import type { CourierPayment, CourierPaymentListQuery } from '@mp/contract/bms/courier-payments';
import type { PageEnvelope } from '@mp/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/merchant-courier-payments: one page of COD settlements, newest period first. */
async function getCourierPayments(
  query: CourierPaymentListQuery,
  signal?: AbortSignal,
): Promise<PageEnvelope<CourierPayment>> {
  const { data } = await api.get<PageEnvelope<CourierPayment>>('bms/merchant-courier-payments', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function courierPaymentsQueryOptions(query: CourierPaymentListQuery) {
  return queryOptions({
    queryKey: billingKeys.courierPaymentList(query),
    queryFn: ({ signal }) => getCourierPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourierPayments(query: CourierPaymentListQuery) {
  return useQuery(courierPaymentsQueryOptions(query));
}
