import type { SystemActor } from '@mp/contract/actors';
import { dhakaWallClock } from '@mp/contract/dhaka-time';
import {
  type CancelReasonCode,
  marketplaceTargetStages,
  type OrderStage,
  type OrderType,
  openStages,
  orderTransitions,
  type PaymentProofStatus,
  type TimelineDetails,
  type TimelineKind,
} from '@mp/contract/oms/orders';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Random } from '../../../lib/random';
import { courierIdsByName } from '../../cms/couriers/couriers.queries';
import { shopProducts } from '../../cms/products/products.table';
import { shops } from '../../cms/shops/shops.table';
import { courierAssigned } from './order-changes.queries';
import { orderItems, orderNumberSequence, orders, orderTimeline } from './orders.table';

/** The lifecycle's straight path; cancelled branches off one of the cancellable stages. */
const PATH: OrderStage[] = [...openStages, 'delivered'];
const MARKETPLACE_MOVES = new Set<OrderStage>(marketplaceTargetStages);
const CANCELLABLE: readonly OrderStage[] = orderTransitions.cancel.from;

const FIRST = [
  'Ayesha',
  'Rafiq',
  'Nusrat',
  'Tanvir',
  'Farhana',
  'Imran',
  'Sadia',
  'Mehedi',
  'Tasnim',
  'Arif',
  'Sumaiya',
  'Kamal',
  'Jannat',
  'Shakil',
  'Rumana',
  'Habib',
];
const LAST = [
  'Rahman',
  'Hossain',
  'Akter',
  'Islam',
  'Chowdhury',
  'Ahmed',
  'Khan',
  'Sarkar',
  'Begum',
  'Uddin',
];
const PLACES = [
  {
    city: 'Dhaka',
    areas: ['Dhanmondi', 'Mirpur 10', 'Uttara Sector 7', 'Gulshan 1', 'Mohammadpur', 'Banani'],
    postal: '1207',
  },
  {
    city: 'Chattogram',
    areas: ['Agrabad', 'Nasirabad', 'Halishahar', 'Panchlaish'],
    postal: '4100',
  },
  { city: 'Sylhet', areas: ['Zindabazar', 'Amberkhana', 'Uposhohor'], postal: '3100' },
  { city: 'Rajshahi', areas: ['Boalia', 'Shaheb Bazar', 'Uposhohor'], postal: '6000' },
  { city: 'Khulna', areas: ['Sonadanga', 'Khalishpur'], postal: '9100' },
];
/** Names of the couriers catalogue (migration 0026). */
const COURIERS = ['Pathao', 'Steadfast', 'RedX', 'Paperfly', 'eCourier'];
const CANCEL_REASONS: CancelReasonCode[] = [
  'customer_asked',
  'customer_asked',
  'customer_unreachable',
  'duplicate_order',
  'out_of_stock',
];
const NOTES = [
  'Customer wants delivery after 5 pm',
  'Gift wrap requested',
  'Call before delivery',
  'Fragile: pack with care',
];

export type PlanShop = {
  id: number;
  /** `stock`: how many are left, when an order takes from stock (one placed now). */
  products: { id: number; name: string; sku: string; price: number; stock?: number }[];
};

type TimelinePlan = {
  kind: TimelineKind;
  fromStage?: OrderStage;
  toStage?: OrderStage;
  note?: string;
  details?: TimelineDetails;
  actorUserId?: number;
  actorKind?: SystemActor;
  createdAt: Date;
};

export type OrderPlan = {
  order: Omit<typeof orders.$inferInsert, 'orderNumber' | 'courierId'>;
  /** Its courier's catalogue name; the insert finds the id. */
  courierName: string | null;
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[];
  timeline: TimelinePlan[];
};

const MINUTE = 60_000;
/** How long after a delivery the demo's courier reports the COD it collected. */
const COD_REPORTED_AFTER_MINUTES = 6 * 60;

/** What a caller may fix instead of leaving it to chance; the rest still agrees with it. */
export type PlanChoices = {
  orderType?: OrderType;
  /** Whether the delivery charge is paid (always once the order reached ready_to_dispatch). */
  paid?: boolean;
  /** A B2B order's payment proof. */
  proofStatus?: PaymentProofStatus;
  /** The stage a cancelled order was cancelled from. */
  cancelledFrom?: OrderStage;
};

/**
 * One demo order whose fields and timeline agree with its stage: it walked the path up to the
 * stage (or to a cancellable stage, then was cancelled), one timeline entry per step.
 */
export function planOrder(
  random: Random,
  input: {
    merchantId: number;
    ownerUserId: number;
    shops: PlanShop[];
    stage: OrderStage;
    now: Date;
  } & PlanChoices,
): OrderPlan {
  const { stage, now } = input;
  const shop = random.pick(input.shops);
  const orderType: OrderType = input.orderType ?? (random.chance(0.8) ? 'COD' : 'B2B');
  const cancelledFrom =
    stage === 'cancelled' ? (input.cancelledFrom ?? random.pick(CANCELLABLE)) : undefined;
  const walked = PATH.slice(0, PATH.indexOf(cancelledFrom ?? stage) + 1);
  if (cancelledFrom) walked.push('cancelled');

  const steps = walked.length - 1;
  const ageMinutes = random.int(15 + steps * 60, 60 * 24 * (3 + steps * 14));
  const createdAt = new Date(now.getTime() - ageMinutes * MINUTE);
  // The walk ends somewhere between creation and five minutes ago, not at the same moment.
  const span = (ageMinutes - 5) * (0.2 + 0.8 * random.next());
  const stepMinutes = Math.max(1, Math.floor(span / Math.max(steps, 1)));
  const at = (step: number) => new Date(createdAt.getTime() + step * stepMinutes * MINUTE);

  const count = random.int(1, 3);
  // With the products' stock known (an order placed now), no more of one than there is.
  const ordered = new Map<number, number>();
  const items = [];
  for (let n = 0; n < count; n++) {
    const product = random.pick(shop.products);
    const left = (product.stock ?? Number.POSITIVE_INFINITY) - (ordered.get(product.id) ?? 0);
    const quantity = Math.min(random.int(1, 4), left);
    if (quantity <= 0) continue;
    ordered.set(product.id, (ordered.get(product.id) ?? 0) + quantity);
    items.push({
      shopProductId: product.id,
      name: product.name,
      sku: product.sku,
      unitPrice: product.price,
      quantity,
      lineTotal: Math.round(product.price * quantity * 100) / 100,
    });
  }
  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const deliveryCharge = random.pick([60, 60, 80, 100, 120]);
  const discount = random.chance(0.2) ? random.pick([50, 100, 150]) : 0;
  const total = Math.max(0, subtotal + deliveryCharge - discount);
  const reached = (s: OrderStage) => walked.includes(s);
  const paid =
    reached('ready_to_dispatch') ||
    (input.paid ?? (reached('confirmed') ? random.chance(0.75) : random.chance(0.1)));
  const place = random.pick(PLACES);
  const customerName = `${random.pick(FIRST)} ${random.pick(LAST)}`;
  const withCourier = reached('pickup_initiated') && stage !== 'cancelled';
  const cancelReasonCode = cancelledFrom ? random.pick(CANCEL_REASONS) : null;

  const timeline: TimelinePlan[] = [
    { kind: 'placed', toStage: 'placed', actorKind: 'customer', createdAt: createdAt },
  ];
  let proofStatus: OrderPlan['order']['paymentProofStatus'] = 'none';
  if (orderType === 'B2B') {
    proofStatus =
      input.proofStatus ??
      (reached('confirmed')
        ? 'valid'
        : random.pick(['pending', 'pending', 'pending', 'none', 'invalid'] as const));
    if (proofStatus === 'valid' || proofStatus === 'invalid') {
      timeline.push({
        kind: 'payment_proof',
        details: { event: 'proof_marked', verdict: proofStatus },
        actorUserId: input.ownerUserId,
        createdAt: new Date(at(1).getTime() - MINUTE),
      });
    }
  }
  const courierName = withCourier ? random.pick(COURIERS) : null;
  const trackingNumber = withCourier ? `TRK${random.int(10_000_000, 99_999_999)}` : null;
  for (let step = 1; step < walked.length; step++) {
    const toStage = walked[step]!;
    const byMarketplace = MARKETPLACE_MOVES.has(toStage);
    timeline.push({
      kind: 'stage_change',
      fromStage: walked[step - 1],
      toStage,
      ...(byMarketplace
        ? { actorKind: 'marketplace' as const }
        : { actorUserId: input.ownerUserId }),
      createdAt: at(step),
    });
    if (toStage === 'pickup_initiated' && courierName) {
      timeline.push({
        kind: 'logistics',
        details: courierAssigned(courierName, trackingNumber as string),
        actorKind: 'marketplace',
        createdAt: new Date(at(step).getTime() + MINUTE),
      });
    }
  }
  if (paid) {
    timeline.push({
      kind: 'delivery_charge',
      details: { event: 'delivery_charge_paid', amount: deliveryCharge },
      actorKind: 'marketplace',
      createdAt: new Date(createdAt.getTime() + 2 * MINUTE),
    });
  }
  if (random.chance(0.15)) {
    timeline.push({
      kind: 'note',
      note: random.pick(NOTES),
      actorUserId: input.ownerUserId,
      createdAt: new Date(createdAt.getTime() + 3 * MINUTE),
    });
  }
  const reachedAt = (reachedStage: OrderStage) =>
    timeline.find((entry) => entry.kind === 'stage_change' && entry.toStage === reachedStage)
      ?.createdAt ?? null;
  const lastStep = timeline.find((entry) => entry.toStage === stage && entry.kind !== 'placed');
  const stageChangedAt = lastStep?.createdAt ?? createdAt;
  // The courier reports a delivered COD order's cash some hours after the delivery.
  const collectedAt = new Date(stageChangedAt.getTime() + COD_REPORTED_AFTER_MINUTES * MINUTE);
  const codCollectedAt =
    stage === 'delivered' && orderType === 'COD' && collectedAt < now ? collectedAt : null;

  return {
    courierName,
    order: {
      merchantId: input.merchantId,
      shopId: shop.id,
      stage,
      orderType,
      deliveryChargePaymentStatus: paid ? 'paid' : 'unpaid',
      customerName,
      customerPhone: `01${random.int(3, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      deliveryAddress: `House ${random.int(1, 120)}, Road ${random.int(1, 30)}`,
      deliveryArea: random.pick(place.areas),
      deliveryCity: place.city,
      deliveryPostalCode: place.postal,
      subtotal,
      deliveryCharge,
      discount,
      total,
      codAmount: orderType === 'COD' ? total : 0,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      itemList: items.map((item) => `${item.sku} x ${item.quantity}`).join(', '),
      paymentProofKey:
        proofStatus === 'none'
          ? null
          : `merchants/${input.merchantId}/payment-proofs/${random.int(100_000, 999_999)}.pdf`,
      paymentProofStatus: proofStatus,
      paymentProofValidatedAt: proofStatus === 'valid' || proofStatus === 'invalid' ? at(1) : null,
      paymentProofValidatedBy:
        proofStatus === 'valid' || proofStatus === 'invalid' ? input.ownerUserId : null,
      trackingNumber,
      codCollectedAt,
      cancelReasonCode,
      confirmedAt: reachedAt('confirmed'),
      pickupRequestedAt: reachedAt('ready_to_dispatch'),
      createdAt,
      updatedAt: stageChangedAt,
      stageChangedAt,
    },
    items,
    timeline,
  };
}

/** The merchant's listed products, by shop: what a new order can be made of. */
export async function listedProductsByShop(
  db: Db,
  merchantId: number,
  { inStock = false } = {},
): Promise<PlanShop[]> {
  const products = await db
    .select({
      shopId: shops.id,
      id: shopProducts.id,
      name: shopProducts.name,
      sku: shopProducts.sku,
      price: shopProducts.price,
      stock: shopProducts.stock,
    })
    .from(shopProducts)
    .innerJoin(shops, eq(shops.id, shopProducts.shopId))
    .where(
      and(
        eq(shops.merchantId, merchantId),
        eq(shopProducts.delisted, false),
        inStock ? gt(shopProducts.stock, 0) : undefined,
      ),
    )
    .orderBy(asc(shopProducts.id));
  const byShop = new Map<number, PlanShop>();
  for (const { shopId, stock, ...product } of products) {
    const shop = byShop.get(shopId) ?? { id: shopId, products: [] };
    shop.products.push(inStock ? { ...product, stock } : product);
    byShop.set(shopId, shop);
  }
  return [...byShop.values()];
}

/** `count` numbers from the order number sequence, in one statement. */
export async function nextOrderNumbers(db: Db, count: number) {
  const rows = await db
    .select({ n: sql<string>`nextval(${orderNumberSequence.seqName}::regclass)` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => Number(row.n));
}

/** ORD-<yymm in Dhaka>-<sequence number, at least six digits>. */
export function formatOrderNumber(createdAt: Date, sequence: number) {
  const { year, month } = dhakaWallClock(createdAt);
  const yymm = `${String(year).slice(2)}${String(month).padStart(2, '0')}`;
  return `ORD-${yymm}-${String(sequence).padStart(6, '0')}`;
}

const BATCH = 400;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) =>
    rows.slice(i * BATCH, (i + 1) * BATCH),
  );

/** Inserts planned orders with their items and timelines, a few hundred rows per statement. */
export async function insertOrderPlans(db: Db, plans: (OrderPlan & { orderNumber: string })[]) {
  const ids = new Map<string, number>();
  const courierId = await courierIdsByName(db);
  const courierIdOf = (name: string | null) => (name === null ? null : courierId(name));
  for (const batch of chunks(plans)) {
    const rows = await db
      .insert(orders)
      .values(
        batch.map((plan) => ({
          ...plan.order,
          orderNumber: plan.orderNumber,
          courierId: courierIdOf(plan.courierName),
        })),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    for (const row of rows) ids.set(row.orderNumber, row.id);
  }
  const items = plans.flatMap((plan) =>
    plan.items.map((item) => ({ ...item, orderId: ids.get(plan.orderNumber)! })),
  );
  const timeline = plans.flatMap((plan) =>
    plan.timeline.map((entry) => ({
      ...entry,
      orderId: ids.get(plan.orderNumber)!,
      merchantId: plan.order.merchantId,
    })),
  );
  for (const batch of chunks(items)) await db.insert(orderItems).values(batch);
  for (const batch of chunks(timeline)) await db.insert(orderTimeline).values(batch);
  return plans.map((plan) => ids.get(plan.orderNumber)!);
}
