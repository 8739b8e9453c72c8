import type { QueryClient } from '@tanstack/react-query';
import {
  exportHistoryQueryOptions,
  RECENT_EXPORTS,
} from '@/features/exports/api/get-export-history';
import { merchantsQueryOptions } from '@/features/merchants/api/get-merchants';
import { hasAccessToken } from '@/lib/session';

/**
 * For the panel layout's loader: the header's calls (the merchant accounts, the recent exports)
 * start beside the screen's own first calls, instead of after the first render.
 */
export function prefetchPanel(queryClient: QueryClient) {
  if (!hasAccessToken()) return;
  void queryClient.prefetchQuery(merchantsQueryOptions());
  void queryClient.prefetchQuery(exportHistoryQueryOptions(RECENT_EXPORTS));
}
