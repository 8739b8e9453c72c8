import type { Bill, BillLineQuery, BillLinesPage, BillListQuery } from '@mp/contract/bms/bills';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import { listBillLines } from './bill-lines.queries';
import { type BillRow, findBill, listBills, sumBills } from './bills.queries';

const toBill = (row: BillRow): Bill => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  approvedAt: row.approvedAt?.toISOString() ?? null,
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

/** A bill's lines; an unknown bill, or another merchant's, is a 404 rather than an empty page. */
export async function listMerchantBillLines(
  db: Db,
  merchantId: number,
  billId: number,
  query: BillLineQuery,
): Promise<BillLinesPage> {
  if (!(await findBill(db, merchantId, billId))) throw notFound('Bill');
  const { rows, lines, total } = await listBillLines(db, merchantId, billId, query);
  return { ...pageEnvelope(rows, query, lines), total };
}
