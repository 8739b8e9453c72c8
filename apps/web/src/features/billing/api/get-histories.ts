import type { BillHistory } from '@mp/contract/bms/bills';
import type { PaymentHistory } from '@mp/contract/bms/payments';
import type { PageEnvelope } from '@mp/contract/common';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { HISTORY_PAGE_SIZE } from '../lib/history-paging';
import { billingKeys } from './billing-keys';

type HistoryOf = { bills: BillHistory; payments: PaymentHistory };

/**
 * GET bms/{bills|payments}/{id}/histories, page after page, oldest entry first: the event log of
 * one bill or payment, asked for only while `id` is set (its drawer is open).
 */
export function useHistories<Kind extends keyof HistoryOf>(kind: Kind, id: number | undefined) {
  return useInfiniteQuery({
    queryKey: billingKeys.histories(kind, id ?? 0),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await api.get<PageEnvelope<HistoryOf[Kind]>>(`bms/${kind}/${id}/histories`, {
        params: { page: pageParam, limit: HISTORY_PAGE_SIZE },
        loader: false,
        signal,
      });
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: id !== undefined,
  });
}
