import type { BillHistory } from '@mp/contract/bms/bills';
import type { PageEnvelope } from '@mp/contract/common';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { HISTORY_PAGE_SIZE } from '../lib/history-paging';
import { billingKeys } from './billing-keys';

/** GET bms/bills/{billId}/histories: one page of a bill's history, oldest entry first. */
async function getBillHistories(
  billId: number,
  page: number,
  signal?: AbortSignal,
): Promise<PageEnvelope<BillHistory>> {
  const { data } = await api.get<PageEnvelope<BillHistory>>(`bms/bills/${billId}/histories`, {
    params: { page, limit: HISTORY_PAGE_SIZE },
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

function billHistoriesQueryOptions(billId: number) {
  return infiniteQueryOptions({
    queryKey: billingKeys.billHistories(billId),
    queryFn: ({ pageParam, signal }) => getBillHistories(billId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useBillHistories(billId: number | undefined) {
  return useInfiniteQuery({
    ...billHistoriesQueryOptions(billId ?? 0),
    enabled: billId !== undefined,
  });
}
