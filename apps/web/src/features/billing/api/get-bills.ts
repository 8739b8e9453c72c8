import type { Bill, BillListQuery } from '@mp/contract/bms/bills';
import type { PageEnvelope } from '@mp/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/bills: one page of the merchant's bills. */
async function getBills(query: BillListQuery, signal?: AbortSignal): Promise<PageEnvelope<Bill>> {
  const { data } = await api.get<PageEnvelope<Bill>>('bms/bills', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function billsQueryOptions(query: BillListQuery) {
  return queryOptions({
    queryKey: billingKeys.billList(query),
    queryFn: ({ signal }) => getBills(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBills(query: BillListQuery) {
  return useQuery(billsQueryOptions(query));
}
