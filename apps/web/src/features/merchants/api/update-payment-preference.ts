import type { CodPaymentPreference, Merchant } from '@mp/contract/cms/merchants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { merchantKeys } from './merchants-keys';

/** PATCH cms/merchant/merchants/{id}/update-payment-preference. */
async function updatePaymentPreference(input: {
  merchantId: number;
  codPaymentPreference: CodPaymentPreference;
}): Promise<Merchant> {
  const { data } = await api.patch<Merchant>(
    `cms/merchant/merchants/${input.merchantId}/update-payment-preference`,
    { codPaymentPreference: input.codPaymentPreference },
  );
  return data;
}

export function useUpdatePaymentPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentPreference,
    onSuccess: (saved) => {
      // The COD prompt reads the cached list: it closes at once, before the refetch.
      queryClient.setQueriesData<Merchant[]>({ queryKey: merchantKeys.lists() }, (merchants) =>
        merchants?.map((merchant) => (merchant.id === saved.id ? saved : merchant)),
      );
      // Not awaited: the save is confirmed now, the refetch follows in the background.
      void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
    },
  });
}
