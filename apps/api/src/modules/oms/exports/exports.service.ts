import type { PageQuery } from '@mp/contract/common';
import type { ExportHistory, OrderExportBody } from '@mp/contract/oms/exports';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import { safeFileName } from '../../fms/files/files.content';
import { findMerchantBill } from './bill-rows';
import { type ExportHistoryRow, insertExportJob, listExportHistory } from './exports.queries';

type Scope = { merchantId: number; userId: number };

/** yyyyMMdd-HHmmss in the merchant's time (Asia/Dhaka, UTC+6 all year). */
function dhakaStamp(now: Date) {
  const local = new Date(now.getTime() + 6 * 3_600_000).toISOString();
  return `${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}`;
}

function toExportHistory(row: ExportHistoryRow): ExportHistory {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updateAt: row.updateAt.toISOString(),
  };
}

/** The filters back in the list's query-string form (`stage=placed,confirmed`), as recorded. */
function filterRecord(filters: OrderExportBody): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    record[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return record;
}

/** Queues the export; the worker writes the file. */
export async function startOrderExport(db: Db, scope: Scope, filters: OrderExportBody) {
  const row = await insertExportJob(db, {
    ...scope,
    kind: 'orders_csv',
    fileName: `orders-${dhakaStamp(new Date())}.csv`,
    filters: filterRecord(filters),
  });
  return toExportHistory(row);
}

export async function startBillExport(db: Db, scope: Scope, billId: number) {
  const bill = await findMerchantBill(db, scope.merchantId, billId);
  if (!bill) throw notFound('Bill');
  const row = await insertExportJob(db, {
    ...scope,
    kind: 'bill_csv',
    fileName: safeFileName(`bill-${bill.billNumber}-${dhakaStamp(new Date())}.csv`),
    filters: { billId },
  });
  return toExportHistory(row);
}

export async function listMerchantExports(db: Db, merchantId: number, query: PageQuery) {
  const { rows, total } = await listExportHistory(db, merchantId, query);
  return pageEnvelope(rows.map(toExportHistory), query, total);
}
