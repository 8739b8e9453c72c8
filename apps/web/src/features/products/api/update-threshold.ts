import type { ShopProduct } from '@mp/contract/cms/products';
import { isLowStock } from '@mp/contract/cms/stock-level';
import { api } from '@/lib/api-client';
import { useProductMutation } from '../lib/use-product-mutation';

export type UpdateThresholdInput = { id: number; name: string; lowStockThreshold: number | null };

/** PATCH cms/merchant/shop-products/{id}/low-stock-threshold: its own, or (null) the default. */
async function updateThreshold({ id, lowStockThreshold }: UpdateThresholdInput) {
  const { data } = await api.patch<ShopProduct>(
    `cms/merchant/shop-products/${id}/low-stock-threshold`,
    { lowStockThreshold },
    { loader: false },
  );
  return data;
}

export function useUpdateThreshold() {
  return useProductMutation<UpdateThresholdInput>({
    mutationFn: updateThreshold,
    optimistic: ({ lowStockThreshold }, product) =>
      lowStockThreshold === null
        ? { ownLowStockThreshold: false }
        : {
            lowStockThreshold,
            ownLowStockThreshold: true,
            lowStock: isLowStock({ ...product, lowStockThreshold }),
          },
    successMessage: (product, { name }, t) =>
      t('products.thresholdSaved', { name, threshold: product.lowStockThreshold }),
  });
}
