import type { ShopProduct } from '@mp/contract/cms/products';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-client';
import { type TranslateFn, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { productKeys } from '../api/products-keys';
import { type ProductPatch, patchCachedProduct, productFields } from './cached-product';

type ProductMutationOptions<V extends { id: number }> = {
  mutationFn: (variables: V) => Promise<ShopProduct>;
  /** What the row shows at once, before the server answers. */
  optimistic: (variables: V, product: ShopProduct) => ProductPatch;
  successMessage: (product: ShopProduct, variables: V, t: TranslateFn) => string;
  /** After the rollback, e.g. to show a failure the call did not toast. */
  onFailure?: (error: ApiError, variables: V, queryClient: QueryClient) => void;
};

/**
 * A change to one shop product: patched into the cache at once, rolled back on error,
 * confirmed by a toast, then every product query (lists, details, offers, shop counts) is
 * refreshed.
 */
export function useProductMutation<V extends { id: number }>(options: ProductMutationOptions<V>) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: options.mutationFn,
    onMutate: async (variables) => {
      // A list fetch in flight would overwrite the optimistic row with the old value.
      await queryClient.cancelQueries({ queryKey: productKeys.lists() });
      await queryClient.cancelQueries({ queryKey: productKeys.detail(variables.id) });
      const replaced = patchCachedProduct(queryClient, variables.id, (product) =>
        options.optimistic(variables, product),
      );
      return { replaced };
    },
    onError: (error, variables, result) => {
      const replaced = result?.replaced;
      if (replaced) patchCachedProduct(queryClient, variables.id, () => replaced);
      options.onFailure?.(error, variables, queryClient);
    },
    onSuccess: (product, variables) => {
      patchCachedProduct(queryClient, product.id, () => productFields(product));
      toast.success(options.successMessage(product, variables, t));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
