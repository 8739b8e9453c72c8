import { COD_OVERDUE_DAYS, type CodListQuery, type CodStatus } from '@mp/contract/oms/cod';
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { statusIs } from '../../../lib/sql-filters';
import { merchantCourierPayments } from '../../bms/courier-payments/courier-payments.table';
import { couriers } from '../../cms/couriers/couriers.table';
import { codCounts, orders } from '../orders/orders.table';
import { courierPaymentOrders } from './logistics.table';

const NOT_REMITTED: CodStatus[] = ['awaiting_collection', 'collected'];

/**
 * Each delivered COD order with the courier payment that covers it and where its cash is (the
 * order's kept `cod_status`). A subquery PostgreSQL flattens: the conditions on it reach the
 * orders' indexes.
 */
export function codRows(db: Db) {
  return db
    .select({
      merchantId: orders.merchantId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      deliveredAt: orders.stageChangedAt,
      codAmount: orders.codAmount,
      collectedAt: orders.codCollectedAt,
      courierName: couriers.name,
      courierCharge: orders.deliveryCharge,
      courierPaymentId: sql<number | null>`${merchantCourierPayments.id}`.as('courier_payment_id'),
      reference: merchantCourierPayments.reference,
      paymentStatus: merchantCourierPayments.status,
      paidAt: merchantCourierPayments.paidAt,
      remitted: courierPaymentOrders.amount,
      status: orders.codStatus,
    })
    .from(orders)
    .leftJoin(couriers, eq(couriers.id, orders.courierId))
    .leftJoin(courierPaymentOrders, eq(courierPaymentOrders.orderId, orders.id))
    .leftJoin(
      merchantCourierPayments,
      eq(merchantCourierPayments.id, courierPaymentOrders.courierPaymentId),
    )
    .as('cod_rows');
}

/** The columns the reconciliation filters on: the orders table's, or the same in `codRows`. */
type CodFilterColumns = {
  merchantId: PgColumn;
  orderId: PgColumn;
  status: PgColumn;
  deliveredAt: PgColumn;
};
const ordersCodColumns: CodFilterColumns = {
  merchantId: orders.merchantId,
  orderId: orders.id,
  status: orders.codStatus,
  deliveredAt: orders.stageChangedAt,
};

/** The orders one courier payment of the merchant covers (its lines, by their index). */
const ordersOfCourierPayment = (merchantId: number, courierPaymentId: number) =>
  sql`(select ${courierPaymentOrders.orderId} from ${courierPaymentOrders}
    where ${courierPaymentOrders.merchantId} = ${merchantId}
      and ${courierPaymentOrders.courierPaymentId} = ${courierPaymentId})`;

/**
 * The reconciliation's filters: the merchant's delivered COD orders (those with a COD status),
 * overdue ones if asked, of one status or one courier payment if asked. On the orders table
 * they read only the columns of its COD indexes.
 */
export function codFilters(
  columns: CodFilterColumns,
  merchantId: number,
  query: { overdue?: boolean; status?: CodStatus; courierPaymentId?: number },
) {
  return and(
    eq(columns.merchantId, merchantId),
    isNotNull(columns.status),
    statusIs(columns.status, query.status),
    ...(query.courierPaymentId === undefined
      ? []
      : [inArray(columns.orderId, ordersOfCourierPayment(merchantId, query.courierPaymentId))]),
    ...(query.overdue
      ? [
          lt(columns.deliveredAt, sql`now() - make_interval(days => ${COD_OVERDUE_DAYS})`),
          inArray(columns.status, NOT_REMITTED),
        ]
      : []),
  );
}

/** Per status, the orders and COD amount the filters keep (the cards above the list). */
function codTotals(db: Db, merchantId: number, query: CodListQuery) {
  // Without a filter the cards are the merchant's kept counts; overdue orders are the unremitted
  // ones, few in the index, and a courier payment's orders are one payment's lines: both are
  // counted where they are.
  if (!query.overdue && query.courierPaymentId === undefined) {
    return db
      .select({ status: codCounts.status, orders: codCounts.orders, amount: codCounts.amount })
      .from(codCounts)
      .where(and(eq(codCounts.merchantId, merchantId), sql`${codCounts.orders} > 0`));
  }
  return db
    .select({
      status: sql<CodStatus>`${orders.codStatus}`,
      orders: count(),
      amount: sql`coalesce(sum(${orders.codAmount}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      codFilters(ordersCodColumns, merchantId, {
        overdue: query.overdue,
        courierPaymentId: query.courierPaymentId,
      }),
    )
    .groupBy(orders.codStatus);
}

/**
 * The COD reconciliation (#23 item 3): a page of the merchant's delivered COD orders, newest
 * delivery first, each with where its cash is; and per status the orders and COD amount for the
 * same filters but status, so a status card's figure is what its filter lists. The page is read
 * by deferred join, as the orders list's is: a deep offset skips entries of the COD index, and
 * only the page's orders meet their courier payments.
 */
export async function listCodOrders(db: Db, merchantId: number, query: CodListQuery) {
  const order = [desc(orders.stageChangedAt), desc(orders.id)];
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(codFilters(ordersCodColumns, merchantId, query))
    .orderBy(...order)
    .offset(pageOffset(query))
    .limit(query.limit)
    .as('page_ids');
  const rows = codRows(db);
  const [page, totals] = await Promise.all([
    db
      .select({
        orderId: rows.orderId,
        orderNumber: rows.orderNumber,
        deliveredAt: rows.deliveredAt,
        codAmount: rows.codAmount,
        collectedAt: rows.collectedAt,
        courierName: rows.courierName,
        courierCharge: rows.courierCharge,
        courierPaymentId: rows.courierPaymentId,
        reference: rows.reference,
        paymentStatus: rows.paymentStatus,
        paidAt: rows.paidAt,
        remitted: rows.remitted,
        status: sql<CodStatus>`${rows.status}`,
        ageDays: sql<number>`floor(extract(epoch from now() - ${rows.deliveredAt}) / 86400)::int`,
      })
      .from(pageIds)
      .innerJoin(rows, eq(rows.orderId, pageIds.id))
      .orderBy(desc(rows.deliveredAt), desc(rows.orderId)),
    codTotals(db, merchantId, query),
  ]);
  const total = query.status
    ? (totals.find((row) => row.status === query.status)?.orders ?? 0)
    : totals.reduce((sum, row) => sum + row.orders, 0);
  return { rows: page, totals, total };
}
