import type { PaymentHistory } from '@mp/contract/bms/payments';
import type { PageEnvelope } from '@mp/contract/common';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { HISTORY_PAGE_SIZE } from '../lib/history-paging';
import { billingKeys } from './billing-keys';

/** GET bms/payments/{paymentId}/histories: one page of a payment's history, oldest entry first. */
async function getPaymentHistories(
  paymentId: number,
  page: number,
  signal?: AbortSignal,
): Promise<PageEnvelope<PaymentHistory>> {
  const { data } = await api.get<PageEnvelope<PaymentHistory>>(
    `bms/payments/${paymentId}/histories`,
    {
      params: { page, limit: HISTORY_PAGE_SIZE },
      loader: false,
      ...(signal ? { signal } : {}),
    },
  );
  return data;
}

function paymentHistoriesQueryOptions(paymentId: number) {
  return infiniteQueryOptions({
    queryKey: billingKeys.paymentHistories(paymentId),
    queryFn: ({ pageParam, signal }) => getPaymentHistories(paymentId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function usePaymentHistories(paymentId: number | undefined) {
  return useInfiniteQuery({
    ...paymentHistoriesQueryOptions(paymentId ?? 0),
    enabled: paymentId !== undefined,
  });
}
