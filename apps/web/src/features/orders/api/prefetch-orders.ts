import type { QueryClient } from '@tanstack/react-query';
import { shopOptionsQueryOptions } from '@/lib/shop-options';
import {
  type OrderSearch,
  type OrderStageParam,
  toCountQuery,
  toListQuery,
} from '../lib/order-search';
import { orderQueryOptions } from './get-order';
import { orderCountsQueryOptions } from './get-order-counts';
import { ordersQueryOptions } from './get-orders';

/*
 * For the routes' loaders: the screens' first calls start while the screen's code is still on
 * its way, instead of after its first render. The screens' hooks then find them in flight.
 */

export function prefetchOrdersList(
  queryClient: QueryClient,
  stage: OrderStageParam,
  search: OrderSearch,
) {
  void queryClient.prefetchQuery(ordersQueryOptions(toListQuery(stage, search)));
  void queryClient.prefetchQuery(orderCountsQueryOptions(toCountQuery(search)));
  // The filters' shop choices.
  void queryClient.prefetchQuery(shopOptionsQueryOptions());
}

export function prefetchOrder(queryClient: QueryClient, orderId: number) {
  void queryClient.prefetchQuery(orderQueryOptions(orderId));
}
