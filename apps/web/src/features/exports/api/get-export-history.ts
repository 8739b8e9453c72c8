import type { PageEnvelope, PageQuery } from '@mp/contract/common';
import type { ExportHistory } from '@mp/contract/oms/exports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getMerchantId } from '@/lib/session';
import { exportKeys } from './exports-keys';

/** While a job is queued or running, the history refreshes this often (and only then). */
const EXPORT_POLL_MS = 1_500;

const isExportActive = (entry: Pick<ExportHistory, 'status'>) =>
  entry.status === 'queued' || entry.status === 'running';

/** GET oms/merchant-export-histories: newest first. Quiet: no overlay, no toast (header). */
async function getExportHistory(
  query: PageQuery,
  signal?: AbortSignal,
): Promise<PageEnvelope<ExportHistory>> {
  const { data } = await api.get<PageEnvelope<ExportHistory>>('oms/merchant-export-histories', {
    params: query,
    loader: false,
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function exportHistoryQueryOptions(query: PageQuery) {
  return queryOptions({
    queryKey: [...exportKeys.list(query), getMerchantId() ?? null],
    queryFn: ({ signal }) => getExportHistory(query, signal),
    refetchInterval: (q) => (q.state.data?.content.some(isExportActive) ? EXPORT_POLL_MS : false),
  });
}

/** The header's history: the latest ten exports. */
export const RECENT_EXPORTS: PageQuery = { page: 1, limit: 10 };

export function useExportHistory(query: PageQuery = RECENT_EXPORTS) {
  return useQuery(exportHistoryQueryOptions(query));
}
