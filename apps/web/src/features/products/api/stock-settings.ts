import type { StockSettings } from '@mp/contract/cms/products';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './products-keys';

const stockSettingsKey = [...productKeys.all, 'stock-settings'] as const;

/** GET cms/merchant/stock-settings: auto-delist and the default low-stock threshold. */
export const stockSettingsQueryOptions = () =>
  queryOptions({
    queryKey: stockSettingsKey,
    queryFn: async ({ signal }) =>
      (await api.get<StockSettings>('cms/merchant/stock-settings', { loader: false, signal })).data,
  });

/** PATCH cms/merchant/stock-settings; the products follow a new default, so all are refetched. */
export function useUpdateStockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<StockSettings>) =>
      (await api.patch<StockSettings>('cms/merchant/stock-settings', change)).data,
    onSuccess: (settings) => queryClient.setQueryData(stockSettingsKey, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
