import type { ShopProductListQueryInput } from '@mp/contract/cms/products';

/** Query keys of the products feature; a change to a product patches and invalidates `all`. */
export const productKeys = {
  all: ['shop-products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ShopProductListQueryInput) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
  offers: (catalogueProductId: number) =>
    [...productKeys.all, 'offers', catalogueProductId] as const,
};
