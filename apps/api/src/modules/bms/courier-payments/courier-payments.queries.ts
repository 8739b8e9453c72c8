import type {
  CourierPaymentListQuery,
  CourierPaymentStatus,
} from '@mp/contract/bms/courier-payments';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { statusIs } from '../../../lib/sql-filters';
import { couriers } from '../../cms/couriers/couriers.table';
import { merchantCourierPayments as courierPayments } from './courier-payments.table';

type StatusFilter = CourierPaymentStatus | 'all' | undefined;
const columns = {
  id: courierPayments.id,
  merchantId: courierPayments.merchantId,
  /** Null: orders delivered with no courier on record. */
  courier: couriers.name,
  orderCount: courierPayments.orderCount,
  amount: courierPayments.amount,
  status: courierPayments.status,
  periodStart: courierPayments.periodStart,
  periodEnd: courierPayments.periodEnd,
  reference: courierPayments.reference,
  paidAt: courierPayments.paidAt,
  createdAt: courierPayments.createdAt,
};

export async function listCourierPayments(
  db: Db,
  merchantId: number,
  query: CourierPaymentListQuery,
) {
  const where = and(
    eq(courierPayments.merchantId, merchantId),
    statusIs(courierPayments.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(courierPayments)
      .leftJoin(couriers, eq(couriers.id, courierPayments.courierId))
      .where(where)
      .orderBy(desc(courierPayments.periodEnd), desc(courierPayments.id))
      .offset(pageOffset(query))
      .limit(query.limit),
    db.select({ value: count() }).from(courierPayments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type CourierPaymentRow = Awaited<ReturnType<typeof listCourierPayments>>['rows'][number];

/** Count and exact amount per status present; the service fills in the missing statuses. */
export async function courierPaymentStats(db: Db, merchantId: number, status: StatusFilter) {
  return db
    .select({
      status: courierPayments.status,
      count: count(),
      totalAmount: sql`coalesce(sum(${courierPayments.amount}), 0)`.mapWith(Number),
    })
    .from(courierPayments)
    .where(
      and(eq(courierPayments.merchantId, merchantId), statusIs(courierPayments.status, status)),
    )
    .groupBy(courierPayments.status);
}

/** Exact sum in SQL (numeric), as a scalar subquery other summaries can embed. */
export const courierTotalSql = (merchantId: number, status: CourierPaymentStatus) =>
  sql`(select coalesce(sum(${courierPayments.amount}), 0) from ${courierPayments} where ${and(
    eq(courierPayments.merchantId, merchantId),
    eq(courierPayments.status, status),
  )})`;
