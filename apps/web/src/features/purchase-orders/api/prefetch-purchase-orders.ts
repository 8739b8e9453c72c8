import type { QueryClient } from '@tanstack/react-query';
import { shopOptionsQueryOptions } from '@/lib/shop-options';
import { type PurchaseOrderSearch, toPurchaseOrderQuery } from '../lib/purchase-order-search';
import { purchaseOrdersQueryOptions } from './get-purchase-orders';

/** For the route's loader: the list and the filters' shops. */
export function prefetchPurchaseOrders(queryClient: QueryClient, search: PurchaseOrderSearch) {
  void queryClient.prefetchQuery(purchaseOrdersQueryOptions(toPurchaseOrderQuery(search)));
  void queryClient.prefetchQuery(shopOptionsQueryOptions());
}
