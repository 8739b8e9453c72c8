import type {
  InitTransactionBody,
  initTransactionResponseSchema,
} from '@mp/contract/bms/transactions';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type InitTransactionResult = z.infer<typeof initTransactionResponseSchema>;

/**
 * POST bms/transactions/{userId}/init: the provider's hosted checkout url. Spec 4: a failure
 * is only logged, so the api client neither toasts it nor shows its overlay (the Pay Now
 * button shows the progress).
 */
async function initTransaction(
  userId: string,
  body: InitTransactionBody,
): Promise<InitTransactionResult> {
  const { data } = await api.post<InitTransactionResult>(
    `bms/transactions/${encodeURIComponent(userId)}/init`,
    body,
    { loader: false, toastError: false },
  );
  return data;
}

/** Nothing to invalidate yet: the payment exists only once the provider confirms it. */
export function useInitTransaction() {
  return useMutation({
    mutationFn: ({ userId, amount }: { userId: string; amount: number }) =>
      initTransaction(userId, { amount }),
  });
}
