import type { QueryClient } from '@tanstack/react-query';
import { shopOptionsQueryOptions } from '@/lib/shop-options';
import { type ProductSearch, toListQuery } from '../lib/product-search';
import { shopProductQueryOptions } from './get-shop-product';
import { shopProductsQueryOptions } from './get-shop-products';

/** For the routes' loaders: what the products list asks first (the filters' shops too). */
export function prefetchProductsList(
  queryClient: QueryClient,
  search: ProductSearch,
  fixedShopId?: number,
) {
  void queryClient.prefetchQuery(shopProductsQueryOptions(toListQuery(search, fixedShopId)));
  void queryClient.prefetchQuery(shopOptionsQueryOptions());
}

export function prefetchProduct(queryClient: QueryClient, productId: number) {
  void queryClient.prefetchQuery(shopProductQueryOptions(productId));
}
