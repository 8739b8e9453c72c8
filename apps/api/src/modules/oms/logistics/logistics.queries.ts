import { and, count, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lockUntilCommit } from '../../../db/transaction-lock';
import { dhakaDayText } from '../../../lib/dhaka-sql';
import { withinDhakaDays } from '../../../lib/sql-filters';
import { merchantCourierPayments } from '../../bms/courier-payments/courier-payments.table';
import { couriers } from '../../cms/couriers/couriers.table';
import { orders } from '../orders/orders.table';
import { courierPaymentOrders, orderPickups } from './logistics.table';

export async function upsertPickup(
  db: Db,
  row: { orderId: number; merchantId: number; pickupAddress?: string; pickupAt?: Date },
) {
  const set = {
    ...(row.pickupAddress !== undefined ? { pickupAddress: row.pickupAddress } : {}),
    ...(row.pickupAt !== undefined ? { pickupAt: row.pickupAt } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(orderPickups)
    .values({ ...row, updatedAt: set.updatedAt })
    .onConflictDoUpdate({ target: orderPickups.orderId, set });
}

export async function findOrderLogistics(db: Db, merchantId: number, orderId: number) {
  const [row] = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      courierName: couriers.name,
      trackingNumber: orders.trackingNumber,
      pickupAddress: orderPickups.pickupAddress,
      pickupAt: orderPickups.pickupAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .leftJoin(couriers, eq(couriers.id, orders.courierId))
    .leftJoin(orderPickups, eq(orderPickups.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** One merchant at a time: a concurrent second run waits, then finds nothing left to do. */
export async function lockMerchantCodGeneration(db: Db, merchantId: number) {
  await lockUntilCommit(db, `cod-generation:${merchantId}`);
}

/**
 * Delivered COD orders with money to collect that no courier payment covers yet, per courier;
 * the orders with no courier on record last.
 */
export function uncoveredCodOrders(db: Db, merchantId: number) {
  return db
    .select({
      courierId: couriers.id,
      courier: couriers.name,
      orderIds: sql<number[]>`array_agg(${orders.id} order by ${orders.id})`,
      orderCount: count(),
      amount: sql`sum(${orders.codAmount})`.mapWith(Number),
      periodStart: sql<string>`min(${dhakaDayText(orders.stageChangedAt)})`,
      periodEnd: sql<string>`max(${dhakaDayText(orders.stageChangedAt)})`,
    })
    .from(orders)
    .leftJoin(couriers, eq(couriers.id, orders.courierId))
    .where(
      and(
        eq(orders.merchantId, merchantId),
        eq(orders.stage, 'delivered'),
        eq(orders.orderType, 'COD'),
        gt(orders.codAmount, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(courierPaymentOrders)
            .where(eq(courierPaymentOrders.orderId, orders.id)),
        ),
      ),
    )
    .groupBy(couriers.id)
    .orderBy(sql`${couriers.name} nulls last`);
}

export async function insertCourierPayment(
  db: Db,
  merchantId: number,
  group: {
    courierId: number | null;
    courier: string | null;
    orderIds: number[];
    amount: number;
    periodStart: string;
    periodEnd: string;
  },
) {
  const [payment] = await db
    .insert(merchantCourierPayments)
    .values({
      merchantId,
      courierId: group.courierId,
      orderCount: group.orderIds.length,
      amount: group.amount,
      status: 'pending',
      periodStart: group.periodStart,
      periodEnd: group.periodEnd,
    })
    .returning({
      id: merchantCourierPayments.id,
      orderCount: merchantCourierPayments.orderCount,
      amount: merchantCourierPayments.amount,
    });
  const id = payment!.id;
  // Each order's remittance is its COD amount: the payment is generated from them.
  for (let i = 0; i < group.orderIds.length; i += 500) {
    await db.insert(courierPaymentOrders).select(
      db
        .select({
          courierPaymentId: sql<number>`${id}::int`.as('courier_payment_id'),
          orderId: orders.id,
          merchantId: orders.merchantId,
          amount: orders.codAmount,
        })
        .from(orders)
        .where(inArray(orders.id, group.orderIds.slice(i, i + 500))),
    );
  }
  return { ...payment!, courier: group.courier };
}

const courierStatusOf = sql<string>`case ${orders.stage}
  when 'dispatched' then 'in_transit'
  when 'delivered' then 'delivered'
  when 'cancelled' then 'cancelled'
  else 'awaiting_pickup' end`;

/** Orders per courier and courier status; a null courier is the "no courier yet" row. */
export function courierStatusCounts(
  db: Db,
  merchantId: number,
  range: { createdFrom?: string; createdTo?: string },
) {
  return db
    .select({ courierName: couriers.name, status: courierStatusOf, value: count() })
    .from(orders)
    .leftJoin(couriers, eq(couriers.id, orders.courierId))
    .where(
      and(
        eq(orders.merchantId, merchantId),
        ...withinDhakaDays(orders.createdAt, range.createdFrom, range.createdTo),
      ),
    )
    .groupBy(couriers.name, courierStatusOf);
}

/** Exact sum (numeric) of the delivery charges of delivered orders, by delivery day. */
export async function deliveredCourierCharge(
  db: Db,
  merchantId: number,
  range: { from?: string; to?: string },
) {
  const [row] = await db
    .select({
      total: sql`coalesce(sum(${orders.deliveryCharge}), 0)`.mapWith(Number),
      orderCount: count(),
    })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        eq(orders.stage, 'delivered'),
        ...withinDhakaDays(orders.stageChangedAt, range.from, range.to),
      ),
    );
  return row ?? { total: 0, orderCount: 0 };
}
