import type { OrderDailyQuery, OrderListQueryInput } from '@mp/contract/oms/orders';
import type { toCountQuery } from '../lib/order-search';

export type OrderCountQueryParams = ReturnType<typeof toCountQuery>;

/** Query keys of the orders feature; a change to an order invalidates `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQueryInput) => [...orderKeys.lists(), query] as const,
  counts: () => [...orderKeys.all, 'counts'] as const,
  count: (query: OrderCountQueryParams) => [...orderKeys.counts(), query] as const,
  /** Under the counts: a new order moves them as it moves the stage counts. */
  daily: (query: OrderDailyQuery) => [...orderKeys.counts(), 'daily', query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  money: (id: number) => [...orderKeys.detail(id), 'money'] as const,
};
