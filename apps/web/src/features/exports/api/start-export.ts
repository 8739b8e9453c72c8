import type { StatementRange } from '@mp/contract/bms/statement';
import type {
  CodExportBodyInput,
  ExportFormat,
  ExportHistory,
  OrderExportBodyInput,
  ProductExportBodyInput,
} from '@mp/contract/oms/exports';
import type { ActivityFilter } from '@mp/contract/ums/activity';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';

/** Any export's start: answers 202 with the queued history entry. */
async function startExport(path: string, body: object): Promise<ExportHistory> {
  const { data } = await api.post<ExportHistory>(path, body, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  return data;
}

/** A list's query, minus what an export has no use for (its paging). */
function withoutPaging<T extends object>(query: T) {
  const {
    page: _page,
    limit: _limit,
    after: _after,
    before: _before,
    ...rest
  } = query as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The order list's query (its paging ignored), or a selection of it (`ids`). */
export type ExportFilters = OrderExportBodyInput & {
  page?: unknown;
  limit?: unknown;
  after?: unknown;
  before?: unknown;
};

/** POST oms/merchant-orders/export/{format}. */
export const startOrderExport = (filters: ExportFilters, format: ExportFormat) =>
  startExport(`oms/merchant-orders/export/${format}`, withoutPaging(filters));

/** POST cms/merchant/shop-products/export/{format}. */
export const startProductExport = (
  filters: ProductExportBodyInput & { page?: unknown; limit?: unknown },
  format: ExportFormat,
) => startExport(`cms/merchant/shop-products/export/${format}`, withoutPaging(filters));

/** POST bms/statement/export/{format}: the statement's days (its paging ignored). */
export const startStatementExport = (range: StatementRange, format: ExportFormat) =>
  startExport(`bms/statement/export/${format}`, withoutPaging(range));

/** POST bms/bills/{id}/export/{format}. */
export const startBillExport = (billId: number, format: ExportFormat) =>
  startExport(`bms/bills/${billId}/export/${format}`, {});

/** POST oms/merchant-cod/export/{format}: the reconciliation's filters (its paging ignored). */
export const startCodExport = (filters: CodExportBodyInput, format: ExportFormat) =>
  startExport(`oms/merchant-cod/export/${format}`, withoutPaging(filters));

/** POST ums/activity/export/{format}: the activity log's filters (its paging ignored). */
export const startActivityExport = (
  filters: ActivityFilter & { page?: unknown; limit?: unknown },
  format: ExportFormat,
) => startExport(`ums/activity/export/${format}`, withoutPaging(filters));
