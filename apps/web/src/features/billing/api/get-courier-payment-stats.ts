import {
  COURIER_STATUS_COUNTED_IN_DUE,
  type CourierPaymentStat,
  type CourierPaymentStatus,
} from '@mp/contract/bms/courier-payments';
import { MERCHANT_HEADER } from '@mp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/**
 * GET bms/merchant-courier-payments/stat/count-amount: count and amount per status, or only
 * the asked status (the amount due asks for `paid`).
 */
async function getCourierPaymentStats(
  status: CourierPaymentStatus | 'all',
  options: { signal?: AbortSignal; quiet?: boolean; merchantId?: number } = {},
): Promise<CourierPaymentStat> {
  const { data } = await api.get<CourierPaymentStat>(
    'bms/merchant-courier-payments/stat/count-amount',
    {
      params: status === 'all' ? {} : { status },
      loader: false,
      ...(options.quiet ? { toastError: false } : {}),
      // The due's merchant is explicit, so it never follows a merchant cookie not yet saved.
      ...(options.merchantId ? { headers: { [MERCHANT_HEADER]: String(options.merchantId) } } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  return data;
}

/** The courier summary that counts against the amount due (`?status=paid`). */
export function courierDueStatsQueryOptions(merchantId: number | undefined) {
  return queryOptions({
    queryKey: billingKeys.courierDueStats(merchantId),
    queryFn: ({ signal }) =>
      getCourierPaymentStats(COURIER_STATUS_COUNTED_IN_DUE, {
        signal,
        quiet: true,
        merchantId: merchantId as number,
      }),
    enabled: merchantId !== undefined,
  });
}

/** Every status with its count and amount (zeros included): the courier payments cards. */
export function courierStatsQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.courierPaymentStats(),
    queryFn: ({ signal }) => getCourierPaymentStats('all', { signal }),
  });
}

export function useCourierPaymentStats() {
  return useQuery(courierStatsQueryOptions());
}
