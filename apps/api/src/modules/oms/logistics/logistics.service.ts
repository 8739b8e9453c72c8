import type { CodListQuery, CodPage } from '@mp/contract/oms/cod';
import {
  type CourierChargeTotal,
  type CourierCounts,
  type CourierStatus,
  courierStatuses,
  type LogisticsInfoBody,
  type MissingCodPaymentsResult,
  type OrderLogistics,
} from '@mp/contract/oms/logistics';
import { openStages } from '@mp/contract/oms/orders';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import { courierNamed } from '../../cms/couriers/couriers.queries';
import { courierAssigned } from '../orders/order-changes.queries';
import { changeOrder } from '../orders/order-transition';
import { listCodOrders } from './cod.queries';
import {
  courierStatusCounts,
  deliveredCourierCharge,
  findOrderLogistics,
  insertCourierPayment,
  lockMerchantCodGeneration,
  uncoveredCodOrders,
  upsertPickup,
} from './logistics.queries';

type Scope = { merchantId: number; userId: number };

/** Courier details can change until the parcel is delivered (or the order cancelled). */
const LOGISTICS_EDITABLE_STAGES = openStages;

export async function updateLogisticsInfo(
  db: Db,
  scope: Scope,
  orderId: number,
  body: LogisticsInfoBody,
): Promise<OrderLogistics> {
  return db.transaction(async (tx) => {
    const courier = await courierNamed(tx, body.courierName);
    await changeOrder(tx, {
      merchantId: scope.merchantId,
      orderId,
      action: 'update-info',
      from: LOGISTICS_EDITABLE_STAGES,
      set: { courierId: courier.id, trackingNumber: body.trackingNumber },
      timeline: {
        kind: 'logistics',
        details: courierAssigned(courier.name, body.trackingNumber, {
          address: body.pickupAddress || null,
          at: body.pickupAt ? new Date(body.pickupAt).toISOString() : null,
        }),
      },
      actor: { userId: scope.userId },
    });
    if (body.pickupAddress !== undefined || body.pickupAt !== undefined) {
      await upsertPickup(tx, {
        orderId,
        merchantId: scope.merchantId,
        ...(body.pickupAddress !== undefined ? { pickupAddress: body.pickupAddress } : {}),
        ...(body.pickupAt !== undefined ? { pickupAt: new Date(body.pickupAt) } : {}),
      });
    }
    const row = await findOrderLogistics(tx, scope.merchantId, orderId);
    if (!row) throw notFound('Order');
    return {
      ...row,
      pickupAt: row.pickupAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * One pending courier payment per courier for the delivered COD orders that none covers yet,
 * linked to those orders, in one transaction under a per-merchant lock: a second run (or a
 * concurrent one) creates nothing for the same orders.
 */
export async function generateMissingCodPayments(
  db: Db,
  merchantId: number,
): Promise<MissingCodPaymentsResult> {
  return db.transaction(async (tx) => {
    await lockMerchantCodGeneration(tx, merchantId);
    const groups = await uncoveredCodOrders(tx, merchantId);
    const payments = [];
    for (const group of groups) {
      payments.push(await insertCourierPayment(tx, merchantId, group));
    }
    return {
      created: payments.length,
      orders: payments.reduce((sum, payment) => sum + payment.orderCount, 0),
      payments,
    };
  });
}

const zeroCounts = () =>
  Object.fromEntries(courierStatuses.map((status) => [status, 0])) as Record<CourierStatus, number>;

export async function countByCourierStatus(
  db: Db,
  merchantId: number,
  range: { createdFrom?: string; createdTo?: string },
): Promise<CourierCounts> {
  const rows = await courierStatusCounts(db, merchantId, range);
  const byCourier = new Map<string, Record<CourierStatus, number>>();
  const counts = zeroCounts();
  let withoutCourier = 0;
  for (const row of rows) {
    if (row.courierName === null) {
      withoutCourier += row.value;
      continue;
    }
    const status = row.status as CourierStatus;
    const courier = byCourier.get(row.courierName) ?? zeroCounts();
    courier[status] += row.value;
    counts[status] += row.value;
    byCourier.set(row.courierName, courier);
  }
  const sum = (c: Record<CourierStatus, number>) =>
    courierStatuses.reduce((total, status) => total + c[status], 0);
  return {
    couriers: [...byCourier.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([courierName, c]) => ({ courierName, counts: c, total: sum(c) })),
    counts,
    total: sum(counts),
    withoutCourier,
  };
}

export async function totalCourierCharge(
  db: Db,
  merchantId: number,
  range: { from?: string; to?: string },
): Promise<CourierChargeTotal> {
  const { total, orderCount } = await deliveredCourierCharge(db, merchantId, range);
  return {
    merchantId,
    totalCourierCharge: total,
    orderCount,
    from: range.from ?? null,
    to: range.to ?? null,
  };
}

/** The COD reconciliation's page (#23 item 3), its totals per status beside it. */
export async function listMerchantCodOrders(
  db: Db,
  merchantId: number,
  query: CodListQuery,
): Promise<CodPage> {
  const { rows, totals, total } = await listCodOrders(db, merchantId, query);
  const content = rows.map(
    ({ courierPaymentId, reference, paymentStatus, paidAt, remitted, ...row }) => ({
      ...row,
      deliveredAt: row.deliveredAt.toISOString(),
      collectedAt: row.collectedAt?.toISOString() ?? null,
      courierPayment:
        courierPaymentId === null || paymentStatus === null || remitted === null
          ? null
          : {
              id: courierPaymentId,
              reference,
              status: paymentStatus,
              paidAt: paidAt?.toISOString() ?? null,
              remitted,
            },
    }),
  );
  return { ...pageEnvelope(content, query, total), totals };
}
