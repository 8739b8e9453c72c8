import type { PaidTotal } from '@mp/contract/bms/payments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/payments/{merchantId}/paid?approvalStatus=approved: the approved payments' sum. */
async function getPaidTotal(merchantId: number, signal?: AbortSignal): Promise<PaidTotal> {
  const { data } = await api.get<PaidTotal>(`bms/payments/${merchantId}/paid`, {
    params: { approvalStatus: 'approved' },
    loader: false,
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function paidTotalQueryOptions(merchantId: number | undefined) {
  return queryOptions({
    queryKey: billingKeys.paidTotal(merchantId),
    queryFn: ({ signal }) => getPaidTotal(merchantId as number, signal),
    enabled: merchantId !== undefined,
  });
}
