import type { BulkResult } from '@mp/contract/oms/orders';
import type { LogInvoicePrintBody } from '@mp/contract/oms/printing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';
import { ORDERS_QUERY_ROOT, printingKeys } from './printing-keys';

/** POST oms/merchant-orders/log-invoice-print/bulk: marks the orders printed now. */
async function logInvoicePrint(orderIds: number[]): Promise<BulkResult> {
  const body: LogInvoicePrintBody = { orderIds };
  const { data } = await api.post<BulkResult>('oms/merchant-orders/log-invoice-print/bulk', body, {
    loader: false,
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  return data;
}

export function useLogInvoicePrint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInvoicePrint,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: printingKeys.candidates() }),
      ]),
  });
}
