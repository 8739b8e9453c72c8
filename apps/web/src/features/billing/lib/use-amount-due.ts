import { useQueries } from '@tanstack/react-query';
import { billTotalQueryOptions } from '../api/get-bill-total';
import { courierDueStatsQueryOptions } from '../api/get-courier-payment-stats';
import { paidTotalQueryOptions } from '../api/get-paid-total';
import { amountDueFromSummaries } from './money';

export type AmountDueState = {
  /** Null until all three summaries have answered (or when one failed). */
  amount: number | null;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
};

/** The three summaries the amount due is made of, for one merchant. */
export function amountDueQueries(merchantId: number | undefined) {
  return [
    billTotalQueryOptions(merchantId),
    paidTotalQueryOptions(merchantId),
    courierDueStatsQueryOptions(merchantId),
  ] as const;
}

/**
 * The merchant's amount due, from the spec's three summaries: approved bills, approved
 * payments and paid courier settlements. Refetched when the merchant changes (its id is in the
 * keys), when a payment lands (billingKeys.all is invalidated) and when the tab is focused
 * again, since the payer pays in the provider's own tab.
 */
export function useAmountDue(merchantId: number | undefined): AmountDueState {
  const focus = { refetchOnWindowFocus: true } as const;
  const [billTotal, paidTotal, courierDue] = amountDueQueries(merchantId);
  return useQueries({
    queries: [
      { ...billTotal, ...focus },
      { ...paidTotal, ...focus },
      { ...courierDue, ...focus },
    ],
    combine: ([bills, paid, courier]) => ({
      amount:
        bills.data && paid.data && courier.data
          ? amountDueFromSummaries(bills.data, paid.data, courier.data)
          : null,
      isPending: merchantId === undefined || bills.isPending || paid.isPending || courier.isPending,
      isError: bills.isError || paid.isError || courier.isError,
      retry: () => {
        for (const query of [bills, paid, courier]) if (query.isError) void query.refetch();
      },
    }),
  });
}
