import type { PageEnvelope } from '@mp/contract/common';
import type { OrderListItem, OrderListQueryInput } from '@mp/contract/oms/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { printingKeys } from './printing-keys';

/** GET oms/merchant-orders for the bulk print list (stage, printed and search filters). */
async function getPrintCandidates(query: OrderListQueryInput, signal?: AbortSignal) {
  const { data } = await api.get<PageEnvelope<OrderListItem>>('oms/merchant-orders', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function usePrintCandidates(query: OrderListQueryInput) {
  return useQuery(
    queryOptions({
      queryKey: printingKeys.candidateList(query),
      queryFn: ({ signal }) => getPrintCandidates(query, signal),
      placeholderData: keepPreviousData,
      // Printing happens in another tab: look again when the merchant comes back.
      refetchOnWindowFocus: true,
    }),
  );
}
