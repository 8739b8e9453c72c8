import type { StatementRange } from '@mp/contract/bms/statement';
import type { PageQuery } from '@mp/contract/common';
import { dhakaWallClock } from '@mp/contract/dhaka-time';
import type {
  CodExportBody,
  ExportFormat,
  ExportHistory,
  ExportKind,
  OrderExportBody,
  ProductExportBody,
} from '@mp/contract/oms/exports';
import type { Language } from '@mp/contract/oms/stage-labels';
import type { ActivityFilter } from '@mp/contract/ums/activity';
import type { Db } from '../../../db/client';
import { lockUntilCommit } from '../../../db/transaction-lock';
import { AppError, notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import { safeFileName } from '../../fms/files/files.content';
import { recordActivity } from '../../ums/activity/activity.queries';
import { findMerchantBill } from './bill-rows';
import {
  countPendingJobs,
  type ExportHistoryRow,
  insertExportJob,
  listExportHistory,
} from './exports.queries';

/** Who asked, for which merchant, in which format and language, and whether phones unmasked. */
type ExportRequest = {
  merchantId: number;
  userId: number;
  format: ExportFormat;
  language: Language;
  customerPhones: boolean;
};

/** yyyyMMdd-HHmmss on the merchant's clock. */
function dhakaStamp(now: Date) {
  const clock = dhakaWallClock(now);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(clock.year, 4)}${pad(clock.month)}${pad(clock.day)}-${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}`;
}

function toExportHistory(row: ExportHistoryRow): ExportHistory {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updateAt: row.updateAt.toISOString(),
  };
}

/** The filters back in the list's query-string form (`stage=placed,confirmed`), as recorded. */
function filterRecord(
  filters: OrderExportBody | ProductExportBody | StatementRange | CodExportBody | ActivityFilter,
): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    record[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return record;
}

/**
 * A merchant's exports that may wait or run at once: a team's exports of a busy morning fit, and
 * one merchant's burst cannot fill the queue that every merchant's exports share.
 */
export const PENDING_EXPORTS_PER_MERCHANT = 5;
/** Seconds a refused merchant is told to wait: about one export's writing. */
const PENDING_EXPORTS_RETRY_AFTER_SECONDS = '10';

/** Queues the export, unless the merchant already has its most waiting; the worker writes it. */
async function startExport(
  db: Db,
  request: ExportRequest,
  kind: ExportKind,
  name: string,
  filters: Record<string, unknown>,
) {
  const row = await db.transaction(async (tx) => {
    // Counted under the merchant's lock: parallel requests cannot all pass the count together.
    await lockUntilCommit(tx, `exports:${request.merchantId}`);
    if ((await countPendingJobs(tx, request.merchantId)) >= PENDING_EXPORTS_PER_MERCHANT) {
      throw new AppError(
        'EXPORT_QUEUE_FULL',
        `At most ${PENDING_EXPORTS_PER_MERCHANT} exports can wait or run at once; start this one again when one of them is done`,
        { headers: { 'retry-after': PENDING_EXPORTS_RETRY_AFTER_SECONDS } },
      );
    }
    const job = await insertExportJob(tx, {
      ...request,
      kind,
      fileName: safeFileName(`${name}-${dhakaStamp(new Date())}.${request.format}`),
      filters,
    });
    await recordActivity(tx, {
      merchantId: request.merchantId,
      userId: request.userId,
      kind: 'exports.start',
      subjectId: job.id,
      details: {
        exportKind: kind,
        format: request.format,
        ...(kind === 'orders' ? { withPhones: request.customerPhones } : {}),
      },
    });
    return job;
  });
  return toExportHistory(row);
}

export function startOrderExport(db: Db, request: ExportRequest, filters: OrderExportBody) {
  return startExport(db, request, 'orders', 'orders', filterRecord(filters));
}

export function startProductExport(db: Db, request: ExportRequest, filters: ProductExportBody) {
  return startExport(db, request, 'products', 'products', filterRecord(filters));
}

export function startCodExport(db: Db, request: ExportRequest, filters: CodExportBody) {
  return startExport(db, request, 'cod', 'cod', filterRecord(filters));
}

export function startActivityExport(db: Db, request: ExportRequest, filters: ActivityFilter) {
  return startExport(db, request, 'activity', 'activity', filterRecord(filters));
}

export function startStatementExport(db: Db, request: ExportRequest, range: StatementRange) {
  return startExport(db, request, 'statement', 'statement', filterRecord(range));
}

export async function startBillExport(db: Db, request: ExportRequest, billId: number) {
  const bill = await findMerchantBill(db, request.merchantId, billId);
  if (!bill) throw notFound('Bill');
  return startExport(db, request, 'bill', `bill-${bill.billNumber}`, { billId });
}

/** A person's own exports: a file holds what their role let them export, so it is theirs. */
export async function listMerchantExports(
  db: Db,
  merchantId: number,
  userId: number,
  query: PageQuery,
) {
  const { rows, total } = await listExportHistory(db, merchantId, userId, query);
  return pageEnvelope(rows.map(toExportHistory), query, total);
}
