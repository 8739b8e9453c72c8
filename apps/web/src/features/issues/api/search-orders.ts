import type { PageEnvelope } from '@mp/contract/common';
import type { OrderListItem } from '@mp/contract/oms/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { issueKeys } from './issues-keys';

const ORDER_PICKER_LIMIT = 10;

/** GET oms/merchant-orders?search=: the merchant's orders an issue may be about, newest first. */
async function searchOrders(search: string, signal?: AbortSignal): Promise<OrderListItem[]> {
  const { data } = await api.get<PageEnvelope<OrderListItem>>('oms/merchant-orders', {
    params: {
      ...(search ? { search } : {}),
      page: 1,
      limit: ORDER_PICKER_LIMIT,
      orderBy: 'createdAt',
      orderDirection: 'desc',
    },
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data.content;
}

function orderSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: issueKeys.orderSearch(search),
    queryFn: ({ signal }) => searchOrders(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderSearch(search: string, enabled = true) {
  return useQuery({ ...orderSearchQueryOptions(search), enabled });
}
