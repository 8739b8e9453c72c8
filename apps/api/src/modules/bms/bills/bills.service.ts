import type { Bill, BillHistory, BillListQuery } from '@mp/contract/bms/bills';
import type { PageQuery } from '@mp/contract/common';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import {
  type BillHistoryRow,
  type BillRow,
  findBill,
  findBillHistory,
  listBillHistories,
  listBills,
  sumBills,
} from './bills.queries';

const toBill = (row: BillRow): Bill => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  approvedAt: row.approvedAt?.toISOString() ?? null,
});

const toBillHistory = (row: BillHistoryRow): BillHistory => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listMerchantBills(db: Db, merchantId: number, query: BillListQuery) {
  const { rows, total } = await listBills(db, merchantId, query);
  return pageEnvelope(rows.map(toBill), query, total);
}

export async function getMerchantBill(db: Db, merchantId: number, billId: number) {
  const row = await findBill(db, merchantId, billId);
  if (!row) throw notFound('Bill');
  return toBill(row);
}

export async function billTotal(
  db: Db,
  merchantId: number,
  approvalStatus: BillListQuery['approvalStatus'],
) {
  return [{ totalBillAmount: await sumBills(db, merchantId, approvalStatus) }];
}

/** Another merchant's bill answers 404 exactly like a missing one. */
export async function listMerchantBillHistories(
  db: Db,
  merchantId: number,
  billId: number,
  query: PageQuery,
) {
  const [bill, page] = await Promise.all([
    findBill(db, merchantId, billId),
    listBillHistories(db, merchantId, billId, query),
  ]);
  if (!bill) throw notFound('Bill');
  return pageEnvelope(page.rows.map(toBillHistory), query, page.total);
}

export async function getMerchantBillHistory(
  db: Db,
  merchantId: number,
  billId: number,
  historyId: number,
) {
  const row = await findBillHistory(db, merchantId, billId, historyId);
  if (!row) throw notFound('Bill history entry');
  return toBillHistory(row);
}
