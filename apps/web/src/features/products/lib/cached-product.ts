import type { ShopProduct, ShopProductDetails } from '@mp/contract/cms/products';
import type { PageEnvelope } from '@mp/contract/common';
import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '../api/products-keys';

export type ProductPatch = Partial<Omit<ShopProduct, 'id'>>;

/**
 * Applies `patch(row)` to the product wherever it is cached (every list page holding it and
 * its details) and returns the fields it replaced, so the change can be undone field by field
 * without touching other rows edited meanwhile.
 */
export function patchCachedProduct(
  queryClient: QueryClient,
  id: number,
  patch: (product: ShopProduct) => ProductPatch,
): ProductPatch | undefined {
  let replaced: ProductPatch | undefined;
  const apply = <T extends ShopProduct>(product: T): T => {
    const changes = patch(product);
    if (!replaced) {
      replaced = Object.fromEntries(
        Object.keys(changes).map((key) => [key, product[key as keyof ShopProduct]]),
      ) as ProductPatch;
    }
    return { ...product, ...changes };
  };
  queryClient.setQueriesData<PageEnvelope<ShopProduct>>(
    { queryKey: productKeys.lists() },
    (page) => {
      if (!page?.content.some((product) => product.id === id)) return page;
      return {
        ...page,
        content: page.content.map((product) => (product.id === id ? apply(product) : product)),
      };
    },
  );
  queryClient.setQueryData<ShopProductDetails>(productKeys.detail(id), (details) =>
    details ? apply(details) : details,
  );
  return replaced;
}

/** The fields of a shop product response, for replacing the cached row with the server's. */
export function productFields(product: ShopProduct): ProductPatch {
  const { id: _id, ...fields } = product;
  return fields;
}
