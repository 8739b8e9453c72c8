import {
  marketplaceSteps,
  marketplaceTargetStages,
  type OrderStage,
  openStages,
  orderTransitions,
} from '@mp/contract/oms/orders';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { seededRandom } from '../../../lib/random';
import { courierNamed } from '../../cms/couriers/couriers.queries';
import { merchants } from '../../cms/merchants/merchants.table';
import { courierAssigned } from './order-changes.queries';
import {
  formatOrderNumber,
  insertOrderPlans,
  listedProductsByShop,
  nextOrderNumbers,
  type OrderPlan,
  planOrder,
} from './order-plans';
import { coveredByStock, takeOrdersStock } from './order-stock';
import {
  changeOrder,
  MARKETPLACE_ACTOR,
  type OrderGuard,
  transitionOrder,
} from './order-transition';
import { orders } from './orders.table';

/** An order id or its order number (ORD-2611-000123). */
const orderRef = z.string().trim().min(1).max(40);

/** The marketplace's own steps, as the operations command (and its HTTP route) accept them. */
export const opsCommandSchema = z.discriminatedUnion('command', [
  z
    .object({
      command: z.literal('advance'),
      order: orderRef,
      to: z.enum(marketplaceTargetStages).optional(),
    })
    .strict(),
  z.object({ command: z.literal('mark-paid'), order: orderRef }).strict(),
  z.object({ command: z.literal('collect-cod'), order: orderRef }).strict(),
  z
    .object({
      command: z.literal('set-courier'),
      order: orderRef,
      courierName: z.string().trim().min(2).max(100),
      trackingNumber: z.string().trim().min(3).max(100),
    })
    .strict(),
  z
    .object({
      command: z.literal('place-orders'),
      merchantId: z.number().int().positive().max(2_147_483_647),
      count: z.number().int().min(1).max(500).default(1),
    })
    .strict(),
]);
export type OpsCommand = z.infer<typeof opsCommandSchema>;
export const opsResultSchema = z.object({ lines: z.array(z.string()) });

async function resolveOrder(db: Db, ref: string) {
  const byId = /^\d{1,10}$/.test(ref) ? eq(orders.id, Number(ref)) : undefined;
  const [row] = await db
    .select({
      id: orders.id,
      merchantId: orders.merchantId,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      deliveryCharge: orders.deliveryCharge,
    })
    .from(orders)
    .where(byId ?? eq(orders.orderNumber, ref.toUpperCase()))
    .limit(1);
  if (!row) throw notFound(`Order ${ref}`);
  return row;
}

/** Up to the pickup request, which needs the delivery charge paid. */
const UNTIL_DISPATCH = openStages.slice(
  0,
  openStages.indexOf(orderTransitions['request-to-dispatch'].from[0]) + 1,
);

async function advance(db: Db, ref: string, to?: OrderStage) {
  const order = await resolveOrder(db, ref);
  const lines: string[] = [];
  let stage = order.stage;
  const walk: OrderStage[] = ['confirmed', ...marketplaceTargetStages];
  if (to && walk.indexOf(stage) >= walk.indexOf(to)) {
    throw new AppError(
      'INVALID_TRANSITION',
      `Order ${order.orderNumber} is ${stage}; it cannot move on to ${to}`,
    );
  }
  do {
    const step = marketplaceSteps.find((name) => orderTransitions[name].from[0] === stage);
    if (!step) {
      if (lines.length > 0) break;
      throw new AppError(
        'INVALID_TRANSITION',
        `Order ${order.orderNumber} is ${stage}; the marketplace steps need confirmed, in_inspection or pickup_initiated`,
      );
    }
    const moved = await transitionOrder(db, {
      merchantId: order.merchantId,
      orderId: order.id,
      transition: step,
      actor: MARKETPLACE_ACTOR,
    });
    lines.push(`${order.orderNumber}: ${stage} -> ${moved.stage}`);
    stage = moved.stage;
  } while (to && stage !== to);
  return lines;
}

async function placeOrders(db: Db, merchantId: number, count: number) {
  const [merchant] = await db
    .select({ ownerUserId: merchants.ownerUserId })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant) throw notFound(`Merchant ${merchantId}`);
  // A customer can only order what is listed and in stock.
  const planShops = await listedProductsByShop(db, merchantId, { inStock: true });
  if (planShops.length === 0)
    throw new AppError(
      'NO_LISTED_PRODUCTS',
      `Merchant ${merchantId} has no listed products in stock to order`,
    );
  const random = seededRandom(Date.now());
  const now = new Date();
  const numbers = await nextOrderNumbers(db, count);
  const plans: (OrderPlan & { orderNumber: string })[] = [];
  for (const n of numbers) {
    // Each order is made of what the ones before it left in stock.
    const shops = planShops
      .map((shop) => ({ ...shop, products: shop.products.filter((p) => (p.stock ?? 0) > 0) }))
      .filter((shop) => shop.products.length > 0);
    if (shops.length === 0) break;
    const plan = planOrder(random, {
      merchantId,
      ownerUserId: merchant.ownerUserId,
      shops,
      stage: 'placed',
      now,
    });
    for (const item of plan.items) {
      const product = shops
        .flatMap((shop) => shop.products)
        .find((candidate) => candidate.id === item.shopProductId);
      if (product?.stock !== undefined) product.stock -= item.quantity;
    }
    // A fresh order, placed now: nothing paid yet, only the customer's placing in its timeline.
    Object.assign(plan.order, { createdAt: now, updatedAt: now, stageChangedAt: now });
    plan.order.deliveryChargePaymentStatus = 'unpaid';
    plan.timeline = plan.timeline
      .filter((entry) => entry.kind === 'placed')
      .map((entry) => ({ ...entry, createdAt: now }));
    if (plan.order.orderType === 'B2B') {
      plan.order.paymentProofStatus = 'pending';
      plan.order.paymentProofKey ??= `merchants/${merchantId}/payment-proofs/${n}.pdf`;
      plan.order.paymentProofValidatedAt = null;
      plan.order.paymentProofValidatedBy = null;
    }
    plans.push({ ...plan, orderNumber: formatOrderNumber(now, n) });
  }
  const { covered, refused } = await db.transaction(async (tx) => {
    // The stock is read and taken in the orders' own transaction: what one order takes, no
    // other order placed meanwhile can take too.
    const split = await coveredByStock(tx, merchantId, plans);
    for (const plan of split.covered) plan.order.stockTaken = true;
    const ids = await insertOrderPlans(tx, split.covered);
    await takeOrdersStock(
      tx,
      merchantId,
      split.covered.map((plan, i) => ({ orderId: ids[i]!, items: plan.items })),
    );
    return split;
  });
  return [
    ...covered.map(
      (plan) => `${plan.orderNumber}: placed (${plan.order.orderType}, ${plan.order.total} BDT)`,
    ),
    ...refused.map(
      ({ plan, reason }) => `${plan.orderNumber}: refused, not enough stock (${reason})`,
    ),
  ];
}

const deliveryChargeUnpaid: OrderGuard = {
  condition: eq(orders.deliveryChargePaymentStatus, 'unpaid'),
  holds: (row) => row.deliveryChargePaymentStatus === 'unpaid',
  refusal: (row) => `Order ${row.orderNumber}'s delivery charge is already paid`,
  errorCode: 'INVALID_TRANSITION',
};

const codToCollect: OrderGuard = {
  condition: and(eq(orders.orderType, 'COD'), isNull(orders.codCollectedAt))!,
  holds: (row) => row.orderType === 'COD' && row.codCollectedAt === null,
  refusal: (row) =>
    row.orderType === 'COD'
      ? `Order ${row.orderNumber}'s COD is already collected`
      : `Order ${row.orderNumber} is B2B: there is no COD to collect`,
  errorCode: 'INVALID_TRANSITION',
};

/** Runs one operations command; every stage change goes through the shared transition. */
export async function runOpsCommand(db: Db, command: OpsCommand): Promise<{ lines: string[] }> {
  switch (command.command) {
    case 'advance':
      return { lines: await advance(db, command.order, command.to) };
    case 'mark-paid': {
      const order = await resolveOrder(db, command.order);
      await changeOrder(db, {
        merchantId: order.merchantId,
        orderId: order.id,
        action: 'mark-paid',
        from: UNTIL_DISPATCH,
        guards: [deliveryChargeUnpaid],
        set: { deliveryChargePaymentStatus: 'paid' },
        timeline: {
          kind: 'delivery_charge',
          details: { event: 'delivery_charge_paid', amount: order.deliveryCharge },
        },
        actor: MARKETPLACE_ACTOR,
      });
      return { lines: [`${order.orderNumber}: delivery charge paid`] };
    }
    case 'collect-cod': {
      // The courier reports the cash it collected at the door (#23 item 3).
      const order = await resolveOrder(db, command.order);
      await changeOrder(db, {
        merchantId: order.merchantId,
        orderId: order.id,
        action: 'collect-cod',
        from: ['delivered'],
        guards: [codToCollect],
        set: { codCollectedAt: new Date() },
        timeline: { kind: 'logistics', details: { event: 'cod_collected' } },
        actor: MARKETPLACE_ACTOR,
      });
      return { lines: [`${order.orderNumber}: COD collected`] };
    }
    case 'set-courier': {
      const order = await resolveOrder(db, command.order);
      const courier = await courierNamed(db, command.courierName);
      await changeOrder(db, {
        merchantId: order.merchantId,
        orderId: order.id,
        action: 'set-courier',
        from: openStages,
        set: { courierId: courier.id, trackingNumber: command.trackingNumber },
        timeline: {
          kind: 'logistics',
          details: courierAssigned(courier.name, command.trackingNumber),
        },
        actor: MARKETPLACE_ACTOR,
      });
      return {
        lines: [
          `${order.orderNumber}: courier ${courier.name}, tracking ${command.trackingNumber}`,
        ],
      };
    }
    case 'place-orders':
      return { lines: await placeOrders(db, command.merchantId, command.count) };
  }
}
