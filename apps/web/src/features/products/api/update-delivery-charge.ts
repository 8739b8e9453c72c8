import type { ShopProduct } from '@mp/contract/cms/products';
import { formatMoney } from '@mp/contract/money';
import { api } from '@/lib/api-client';
import { useProductMutation } from '../lib/use-product-mutation';

export type UpdateDeliveryChargeInput = { id: number; name: string; deliveryCharge: number };

/** PATCH cms/merchant/shop-products/{id} with the delivery charge in BDT. */
async function updateDeliveryCharge({
  id,
  deliveryCharge,
}: UpdateDeliveryChargeInput): Promise<ShopProduct> {
  const { data } = await api.patch<ShopProduct>(
    `cms/merchant/shop-products/${id}`,
    { deliveryCharge },
    { loader: false },
  );
  return data;
}

export function useUpdateDeliveryCharge() {
  return useProductMutation<UpdateDeliveryChargeInput>({
    mutationFn: updateDeliveryCharge,
    optimistic: ({ deliveryCharge }) => ({ deliveryCharge }),
    successMessage: (product, { name }, t) =>
      t('products.chargeSaved', { name, charge: formatMoney(product.deliveryCharge) }),
  });
}
