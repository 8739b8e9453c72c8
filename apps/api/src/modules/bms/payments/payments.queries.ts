import type { PaymentListQuery } from '@mp/contract/bms/payments';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { statusIs, withinDhakaDays } from '../../../lib/sql-filters';
import { paymentHistories, payments } from './payments.table';

type StatusFilter = PaymentListQuery['approvalStatus'];

const paymentColumns = {
  id: payments.id,
  merchantId: payments.merchantId,
  amount: payments.amount,
  method: payments.method,
  reference: payments.reference,
  approvalStatus: payments.approvalStatus,
  paidAt: payments.paidAt,
  approvedAt: payments.approvedAt,
};
export type PaymentRow = { [K in keyof typeof paymentColumns]: (typeof payments.$inferSelect)[K] };

const sortColumns = { paidAt: payments.paidAt, amount: payments.amount };

export async function listPayments(db: Db, merchantId: number, query: PaymentListQuery) {
  const where = and(
    eq(payments.merchantId, merchantId),
    statusIs(payments.approvalStatus, query.approvalStatus),
    query.method ? eq(payments.method, query.method) : undefined,
    ...withinDhakaDays(payments.paidAt, query.paidFrom, query.paidTo),
  );
  const direction = query.orderDirection === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(paymentColumns)
      .from(payments)
      .where(where)
      .orderBy(direction(sortColumns[query.orderBy]), direction(payments.id))
      .offset(pageOffset(query))
      .limit(query.limit),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findPayment(db: Db, merchantId: number, paymentId: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.merchantId, merchantId)))
    .limit(1);
  return row;
}

const paidTotalWhere = (merchantId: number, status: StatusFilter) =>
  and(eq(payments.merchantId, merchantId), statusIs(payments.approvalStatus, status));
const paidTotal = sql`coalesce(sum(${payments.amount}), 0)`;

/** Exact sum in SQL (numeric), as a scalar subquery other summaries can embed. */
export const paidTotalSql = (merchantId: number, status: StatusFilter) =>
  sql`(select ${paidTotal} from ${payments} where ${paidTotalWhere(merchantId, status)})`;

export async function sumPayments(db: Db, merchantId: number, status: StatusFilter) {
  const [row] = await db
    .select({ total: paidTotal.mapWith(Number) })
    .from(payments)
    .where(paidTotalWhere(merchantId, status));
  return row?.total ?? 0;
}

export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>;

export async function insertPayment(db: Db, values: NewPayment) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  if (!row) throw new Error('payment insert returned nothing');
  return row.id;
}

export async function insertPaymentHistories(
  db: Db,
  values: (typeof paymentHistories.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(paymentHistories).values(values);
}
