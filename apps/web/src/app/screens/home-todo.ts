import type { QueryClient } from '@tanstack/react-query';
import { issueCountsQueryOptions } from '@/features/issues/api/get-issue-counts';
import { orderCountsQueryOptions } from '@/features/orders/api/get-order-counts';
import { toCountQuery, withStageDefaults } from '@/features/orders/lib/order-search';
import { shopProductsQueryOptions } from '@/features/products/api/get-shop-products';
import { toListQuery as toProductListQuery } from '@/features/products/lib/product-search';
import { dhakaDay } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The queries behind Home's "to do now", each the very query of the list its count links to,
 * so the number is the list's own. An order is to be confirmed by the end of the Dhaka day after
 * it was placed (decision 053): placed two days ago or earlier and still waiting, it is overdue.
 */
export function homeTodoQueries(now = new Date()) {
  const overdueFrom = dhakaDay(new Date(now.getTime() - 2 * DAY_MS));
  const today = dhakaDay(now);
  return {
    overdueFrom,
    today,
    /** The orders placed today (Dhaka), by the stage each is in now. */
    placedToday: orderCountsQueryOptions({ createdFrom: today, createdTo: today }),
    orders: orderCountsQueryOptions({}),
    overdue: orderCountsQueryOptions({ createdTo: overdueFrom }),
    pickup: orderCountsQueryOptions(toCountQuery(withStageDefaults('dispatch_requestable', {}))),
    issues: issueCountsQueryOptions({}),
    lowStock: shopProductsQueryOptions(toProductListQuery({ lowStock: true })),
  };
}

/** Starts Home's calls with its code, not after it (the route's loader). */
export function prefetchHome(queryClient: QueryClient) {
  const queries = homeTodoQueries();
  void queryClient.prefetchQuery(queries.orders);
  void queryClient.prefetchQuery(queries.overdue);
  void queryClient.prefetchQuery(queries.pickup);
  void queryClient.prefetchQuery(queries.issues);
  void queryClient.prefetchQuery(queries.lowStock);
  void queryClient.prefetchQuery(queries.placedToday);
}
