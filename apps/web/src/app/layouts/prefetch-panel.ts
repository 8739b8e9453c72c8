import type { QueryClient } from '@tanstack/react-query';
import { amountDueQueries } from '@/features/billing/lib/use-amount-due';
import {
  exportHistoryQueryOptions,
  RECENT_EXPORTS,
} from '@/features/exports/api/get-export-history';
import { merchantsQueryOptions } from '@/features/merchants/api/get-merchants';
import { getMerchantId, hasAccessToken } from '@/lib/session';
import { mediaMatches, WIDE_SCREEN } from '@/lib/use-media-query';

/**
 * For the panel layout's loader: the header's calls (the merchant accounts, the recent exports)
 * and, on a wide screen, the sidebar's amount due for the saved merchant start beside the
 * screen's own first calls, instead of after the first render (the amount due waited for the
 * merchant accounts too). A saved merchant no longer owned costs one 404 for each of the three:
 * the sidebar then asks for the merchant the panel picks.
 */
export function prefetchPanel(queryClient: QueryClient) {
  // From here on, what the panel is shown is kept for the next visit (decision 060).
  void import('@/lib/query-persistence').then((persistence) =>
    persistence.keepQueryCache(queryClient),
  );
  if (!hasAccessToken()) return;
  void queryClient.prefetchQuery(merchantsQueryOptions());
  void queryClient.prefetchQuery(exportHistoryQueryOptions(RECENT_EXPORTS));
  const merchantId = getMerchantId();
  // On a narrow screen the sidebar waits in the closed drawer: its figures wait with it.
  if (merchantId === undefined || !mediaMatches(WIDE_SCREEN)) return;
  const [bills, paid, courier] = amountDueQueries(merchantId);
  void queryClient.prefetchQuery(bills);
  void queryClient.prefetchQuery(paid);
  void queryClient.prefetchQuery(courier);
}
