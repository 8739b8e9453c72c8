import type { BillTotal } from '@mp/contract/bms/bills';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/bills/{merchantId}/total?approvalStatus=approved: the approved bills' sum. */
async function getBillTotal(merchantId: number, signal?: AbortSignal): Promise<BillTotal> {
  const { data } = await api.get<BillTotal>(`bms/bills/${merchantId}/total`, {
    params: { approvalStatus: 'approved' },
    // The sidebar shows its own retry: no overlay and no toast for a background figure.
    loader: false,
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function billTotalQueryOptions(merchantId: number | undefined) {
  return queryOptions({
    queryKey: billingKeys.billTotal(merchantId),
    queryFn: ({ signal }) => getBillTotal(merchantId as number, signal),
    enabled: merchantId !== undefined,
  });
}
