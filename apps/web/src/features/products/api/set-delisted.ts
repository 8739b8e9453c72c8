import type { ShopProduct } from '@mp/contract/cms/products';
import { api } from '@/lib/api-client';
import { useProductMutation } from '../lib/use-product-mutation';

export type SetDelistedInput = { id: number; name: string; delisted: boolean };

/** PATCH cms/merchant/shop-products/{id}/delist: `true` delists, `false` relists. */
async function setDelisted({ id, delisted }: SetDelistedInput): Promise<ShopProduct> {
  const { data } = await api.patch<ShopProduct>(
    `cms/merchant/shop-products/${id}/delist`,
    { delisted },
    { loader: false },
  );
  return data;
}

export function useSetDelisted() {
  return useProductMutation<SetDelistedInput>({
    mutationFn: setDelisted,
    optimistic: ({ delisted }) => ({ delisted, status: delisted ? 'delisted' : 'listed' }),
    successMessage: (product, { name }, t) =>
      t(product.delisted ? 'products.delistedToast' : 'products.relistedToast', { name }),
  });
}
