import type { ShopProduct, ShopProductListQueryInput } from '@mp/contract/cms/products';
import type { PageEnvelope } from '@mp/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './products-keys';

/** GET cms/merchant/shop-products: one page of the merchant's shop products. */
async function getShopProducts(
  query: ShopProductListQueryInput,
  signal?: AbortSignal,
): Promise<PageEnvelope<ShopProduct>> {
  const { data } = await api.get<PageEnvelope<ShopProduct>>('cms/merchant/shop-products', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function shopProductsQueryOptions(query: ShopProductListQueryInput) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getShopProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShopProducts(query: ShopProductListQueryInput) {
  return useQuery(shopProductsQueryOptions(query));
}
