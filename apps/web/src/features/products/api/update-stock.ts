import type { ShopProduct, UpdateStockBody } from '@mp/contract/cms/products';
import { isLowStock } from '@mp/contract/cms/stock-level';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { patchCachedProduct } from '../lib/cached-product';
import { conflictingStock } from '../lib/product-edits';
import { useProductMutation } from '../lib/use-product-mutation';

export type UpdateStockInput = { id: number; name: string; body: UpdateStockBody };

/** PATCH cms/merchant/shop-products/{id}/stock: `{ stock, expectedStock }` or `{ delta }`. */
async function updateStock({ id, body }: UpdateStockInput): Promise<ShopProduct> {
  const { data } = await api.patch<ShopProduct>(`cms/merchant/shop-products/${id}/stock`, body, {
    // The row changes at once (optimistic), so no page-wide overlay.
    loader: false,
    // A 409 is explained beside the editor; other failures are toasted in onFailure.
    toastError: false,
  });
  return data;
}

export function useUpdateStock() {
  return useProductMutation<UpdateStockInput>({
    mutationFn: updateStock,
    optimistic: ({ body }, product) => {
      const stock = body.stock ?? product.stock + (body.delta ?? 0);
      return { stock, lowStock: isLowStock({ ...product, stock }) };
    },
    successMessage: (product, { name }, t) =>
      t('products.stockSaved', { name, stock: product.stock }),
    onFailure: (error, { id }, queryClient) => {
      const current = conflictingStock(error);
      if (current === undefined) {
        toast.error(error.message);
        return;
      }
      // Someone changed it meanwhile: show the stock it really has now.
      patchCachedProduct(queryClient, id, (product) => ({
        stock: current,
        lowStock: isLowStock({ ...product, stock: current }),
      }));
    },
  });
}
