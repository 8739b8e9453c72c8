import type { QueryClient } from '@tanstack/react-query';
import { toShopListQuery } from '../lib/shop-labels';
import { shopQueryOptions } from './get-shop';
import { shopsQueryOptions } from './get-shops';

/** For the routes' loaders. */
export function prefetchShops(queryClient: QueryClient, page?: number) {
  void queryClient.prefetchQuery(shopsQueryOptions(toShopListQuery(page)));
}

export function prefetchShop(queryClient: QueryClient, shopId: number) {
  void queryClient.prefetchQuery(shopQueryOptions(shopId));
}
