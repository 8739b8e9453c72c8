import { COD_OVERDUE_DAYS, type CodListQuery, type CodStatus } from '@mp/contract/oms/cod';
import { and, count, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { merchantCourierPayments } from '../../bms/courier-payments/courier-payments.table';
import { orders } from '../orders/orders.table';
import { courierPaymentOrders } from './logistics.table';

/** Where the cash is (codStatuses): a paid courier payment's remittance against the COD amount. */
const codStatus = sql<CodStatus>`case
  when ${orders.codCollectedAt} is null then 'awaiting_collection'
  when ${merchantCourierPayments.status} is distinct from 'paid' then 'collected'
  when ${courierPaymentOrders.amount} = ${orders.codAmount} then 'remitted'
  when ${courierPaymentOrders.amount} < ${orders.codAmount} then 'short'
  else 'over' end`;

const NOT_REMITTED: CodStatus[] = ['awaiting_collection', 'collected'];

/**
 * Each delivered COD order with the courier payment that covers it and where its cash is. A
 * subquery PostgreSQL flattens: the conditions on it reach the orders' indexes.
 */
export function codRows(db: Db) {
  return db
    .select({
      merchantId: orders.merchantId,
      stage: orders.stage,
      orderType: orders.orderType,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      deliveredAt: orders.stageChangedAt,
      codAmount: orders.codAmount,
      collectedAt: orders.codCollectedAt,
      courierName: orders.courierName,
      courierCharge: orders.deliveryCharge,
      courierPaymentId: sql<number | null>`${merchantCourierPayments.id}`.as('courier_payment_id'),
      reference: merchantCourierPayments.reference,
      paymentStatus: merchantCourierPayments.status,
      paidAt: merchantCourierPayments.paidAt,
      remitted: courierPaymentOrders.amount,
      status: codStatus.as('cod_status'),
    })
    .from(orders)
    .leftJoin(courierPaymentOrders, eq(courierPaymentOrders.orderId, orders.id))
    .leftJoin(
      merchantCourierPayments,
      eq(merchantCourierPayments.id, courierPaymentOrders.courierPaymentId),
    )
    .as('cod_rows');
}
type CodRows = ReturnType<typeof codRows>;

/** The reconciliation's filters but status: the merchant's rows, and overdue ones if asked. */
export function codFilters(rows: CodRows, merchantId: number, query: { overdue?: boolean }) {
  return [
    eq(rows.merchantId, merchantId),
    eq(rows.stage, 'delivered'),
    eq(rows.orderType, 'COD'),
    gt(rows.codAmount, 0),
    ...(query.overdue
      ? [
          lt(rows.deliveredAt, sql`now() - make_interval(days => ${COD_OVERDUE_DAYS})`),
          inArray(rows.status, NOT_REMITTED),
        ]
      : []),
  ];
}

export const statusIs = (rows: CodRows, status: CodStatus | undefined): SQL | undefined =>
  status ? eq(rows.status, status) : undefined;

/**
 * The COD reconciliation (#23 item 3): a page of the merchant's delivered COD orders, newest
 * delivery first, each with where its cash is; and per status the orders and COD amount for the
 * same filters (the cards above the list), so a status card's figure is what its filter lists.
 */
export async function listCodOrders(db: Db, merchantId: number, query: CodListQuery) {
  const rows = codRows(db);
  const filtered = codFilters(rows, merchantId, query);
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
        status: rows.status,
        ageDays: sql<number>`floor(extract(epoch from now() - ${rows.deliveredAt}) / 86400)::int`,
      })
      .from(rows)
      .where(and(...filtered, statusIs(rows, query.status)))
      .orderBy(desc(rows.deliveredAt), desc(rows.orderId))
      .offset(pageOffset(query))
      .limit(query.limit),
    db
      .select({
        status: rows.status,
        orders: count(),
        amount: sql`coalesce(sum(${rows.codAmount}), 0)`.mapWith(Number),
      })
      .from(rows)
      .where(and(...filtered))
      .groupBy(rows.status),
  ]);
  const total = query.status
    ? (totals.find((row) => row.status === query.status)?.orders ?? 0)
    : totals.reduce((sum, row) => sum + row.orders, 0);
  return { rows: page, totals, total };
}
