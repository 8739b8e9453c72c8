import type { Bill, BillListQuery } from '@mp/contract/bms/bills';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
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
