import type { BillListQuery } from '@mp/contract/bms/bills';
import type { PageQuery } from '@mp/contract/common';
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { billHistories, bills } from './bills.table';

type StatusFilter = BillListQuery['approvalStatus'];

const statusCondition = (status: StatusFilter) =>
  status && status !== 'all' ? eq(bills.approvalStatus, status) : undefined;

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
    statusCondition(query.approvalStatus),
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
  and(eq(bills.merchantId, merchantId), statusCondition(status));
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

const historyColumns = {
  id: billHistories.id,
  billId: billHistories.billId,
  event: billHistories.event,
  note: billHistories.note,
  amount: billHistories.amount,
  actor: billHistories.actor,
  createdAt: billHistories.createdAt,
};
export type BillHistoryRow = {
  [K in keyof typeof historyColumns]: (typeof billHistories.$inferSelect)[K];
};

const historyOf = (merchantId: number, billId: number) =>
  and(eq(billHistories.merchantId, merchantId), eq(billHistories.billId, billId));

/** A bill's timeline, oldest first. */
export async function listBillHistories(
  db: Db,
  merchantId: number,
  billId: number,
  query: PageQuery,
) {
  const where = historyOf(merchantId, billId);
  const [rows, [total]] = await Promise.all([
    db
      .select(historyColumns)
      .from(billHistories)
      .where(where)
      .orderBy(asc(billHistories.createdAt), asc(billHistories.id))
      .offset(pageOffset(query))
      .limit(query.limit),
    db.select({ value: count() }).from(billHistories).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findBillHistory(
  db: Db,
  merchantId: number,
  billId: number,
  historyId: number,
) {
  const [row] = await db
    .select(historyColumns)
    .from(billHistories)
    .where(and(historyOf(merchantId, billId), eq(billHistories.id, historyId)))
    .limit(1);
  return row;
}
