import { dhakaDay, dhakaDaysBefore } from '@mp/contract/dhaka-time';
import { deadlineDays } from '@mp/contract/oms/scorecard';
import type { QueryClient } from '@tanstack/react-query';
import { issueCountsQueryOptions } from '@/features/issues/api/get-issue-counts';
import { orderCountsQueryOptions } from '@/features/orders/api/get-order-counts';
import { toCountQuery, withStageDefaults } from '@/features/orders/lib/order-search';
import { shopProductsQueryOptions } from '@/features/products/api/get-shop-products';
import { toListQuery as toProductListQuery } from '@/features/products/lib/product-search';
import { scorecardQueryOptions } from '@/features/scorecard/api/get-scorecard';
import { trendQuery } from './home-trend';

/**
 * The queries behind Home's "to do now", each the very query of the list its count links to,
 * so the number is the list's own. Deadlines count Dhaka days from the day an order was placed
 * (decisions 053, 054): confirmed by the end of the next day, handed over by the end of the
 * second; placed earlier and still waiting, an order is overdue.
 */
export function homeTodoQueries(now = new Date()) {
  const overdueFrom = dhakaDaysBefore(now, deadlineDays.confirm);
  const handOverOverdueFrom = dhakaDaysBefore(now, deadlineDays.handOver);
  const today = dhakaDay(now);
  return {
    overdueFrom,
    handOverOverdueFrom,
    today,
    /** The orders placed today (Dhaka), by the stage each is in now. */
    placedToday: orderCountsQueryOptions({ createdFrom: today, createdTo: today }),
    orders: orderCountsQueryOptions({}),
    overdue: orderCountsQueryOptions({ createdTo: overdueFrom }),
    pickup: orderCountsQueryOptions(toCountQuery(withStageDefaults('dispatch_requestable', {}))),
    pickupOverdue: orderCountsQueryOptions(
      toCountQuery(withStageDefaults('dispatch_requestable', { createdTo: handOverOverdueFrom })),
    ),
    proofs: orderCountsQueryOptions({ paymentProofStatus: 'pending' }),
    issues: issueCountsQueryOptions({}),
    lowStock: shopProductsQueryOptions(toProductListQuery({ lowStock: true })),
    outOfStock: shopProductsQueryOptions(toProductListQuery({ outOfStock: true })),
  };
}

/** Starts Home's calls with its code, not after it (the route's loader). */
export function prefetchHome(queryClient: QueryClient) {
  const queries = homeTodoQueries();
  void queryClient.prefetchQuery(queries.orders);
  void queryClient.prefetchQuery(queries.overdue);
  void queryClient.prefetchQuery(queries.pickup);
  void queryClient.prefetchQuery(queries.pickupOverdue);
  void queryClient.prefetchQuery(queries.proofs);
  void queryClient.prefetchQuery(queries.issues);
  void queryClient.prefetchQuery(queries.lowStock);
  void queryClient.prefetchQuery(queries.outOfStock);
  void queryClient.prefetchQuery(queries.placedToday);
  void queryClient.prefetchQuery(trendQuery());
  void queryClient.prefetchQuery(scorecardQueryOptions());
}
