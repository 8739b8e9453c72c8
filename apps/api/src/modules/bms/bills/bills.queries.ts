import type { BillListQuery } from '@mp/contract/bms/bills';
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { statusIs } from '../../../lib/sql-filters';
import { bills } from './bills.table';

type StatusFilter = BillListQuery['approvalStatus'];

const billColumns = {
  id: bills.id,
  merchantId: bills.merchantId,
  billNumber: bills.billNumber,
  periodStart: bills.periodStart,
  periodEnd: bills.periodEnd,
  totalBillAmount: bills.totalBillAmount,
  approvalStatus: bills.approvalStatus,
  createdAt: bills.createdAt,
  approvedAt: bills.approvedAt,
};
export type BillRow = { [K in keyof typeof billColumns]: (typeof bills.$inferSelect)[K] };

const sortColumns = {
  periodStart: bills.periodStart,
  totalBillAmount: bills.totalBillAmount,
  createdAt: bills.createdAt,
};

export async function listBills(db: Db, merchantId: number, query: BillListQuery) {
  const where = and(
    eq(bills.merchantId, merchantId),
    statusIs(bills.approvalStatus, query.approvalStatus),
    // Overlap: the bill's period touches [periodFrom, periodTo].
    query.periodFrom ? gte(bills.periodEnd, query.periodFrom) : undefined,
    query.periodTo ? lte(bills.periodStart, query.periodTo) : undefined,
  );
  const direction = query.orderDirection === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(billColumns)
      .from(bills)
      .where(where)
      .orderBy(direction(sortColumns[query.orderBy]), direction(bills.id))
      .offset(pageOffset(query))
      .limit(query.limit),
    db.select({ value: count() }).from(bills).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findBill(db: Db, merchantId: number, billId: number) {
  const [row] = await db
    .select(billColumns)
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.merchantId, merchantId)))
    .limit(1);
  return row;
}

const billTotalWhere = (merchantId: number, status: StatusFilter) =>
  and(eq(bills.merchantId, merchantId), statusIs(bills.approvalStatus, status));
const billTotal = sql`coalesce(sum(${bills.totalBillAmount}), 0)`;

/** Exact sum in SQL (numeric), as a scalar subquery other summaries can embed. */
export const billTotalSql = (merchantId: number, status: StatusFilter) =>
  sql`(select ${billTotal} from ${bills} where ${billTotalWhere(merchantId, status)})`;

export async function sumBills(db: Db, merchantId: number, status: StatusFilter) {
  const [row] = await db
    .select({ total: billTotal.mapWith(Number) })
    .from(bills)
    .where(billTotalWhere(merchantId, status));
  return row?.total ?? 0;
}
