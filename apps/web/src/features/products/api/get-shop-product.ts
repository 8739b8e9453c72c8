import type { ShopProductDetails } from '@mp/contract/cms/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './products-keys';

/** GET cms/merchant/shop-products/{id}: the product with its shop, catalogue entry and history. */
async function getShopProduct(id: number, signal?: AbortSignal): Promise<ShopProductDetails> {
  const { data } = await api.get<ShopProductDetails>(`cms/merchant/shop-products/${id}`, {
    loader: false,
    // A 404 (another merchant's product) is shown on the page itself.
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function shopProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getShopProduct(id, signal),
  });
}

export function useShopProduct(id: number) {
  return useQuery(shopProductQueryOptions(id));
}
