import type { ExportHistory, OrderExportBodyInput } from '@mp/contract/oms/exports';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';

/** The list's query, minus what an export has no use for (its paging). */
export type ExportFilters = OrderExportBodyInput & {
  page?: unknown;
  limit?: unknown;
  after?: unknown;
  before?: unknown;
};

function toExportBody(filters: ExportFilters): OrderExportBodyInput {
  const { page: _page, limit: _limit, after: _after, before: _before, ...rest } = filters;
  return Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''),
  ) as OrderExportBodyInput;
}

/** POST oms/merchant-orders/export/csv: answers 202 with the queued history entry. */
export async function startOrderExport(filters: ExportFilters): Promise<ExportHistory> {
  const { data } = await api.post<ExportHistory>(
    'oms/merchant-orders/export/csv',
    toExportBody(filters),
    { headers: { 'Idempotency-Key': newIdempotencyKey() } },
  );
  return data;
}
