import type { OrderStage } from '@mp/contract/oms/orders';
import type { TokenPair } from '@mp/contract/ums/auth';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { seededRandom } from '../../src/lib/random';
import { couriers } from '../../src/modules/cms/couriers/couriers.table';
import { merchants } from '../../src/modules/cms/merchants/merchants.table';
import {
  formatOrderNumber,
  insertOrderPlans,
  listedProductsByShop,
  nextOrderNumbers,
  type PlanChoices,
  type PlanShop,
  planOrder,
} from '../../src/modules/oms/orders/order-plans';
import { orders, orderTimeline } from '../../src/modules/oms/orders/orders.table';
import type { TestApp } from '../harness';
import { factoryCounter } from './counters';
import { createShopProduct } from './products.testing';
import { createShop } from './shops.testing';

type OrderRequest = PlanChoices & {
  stage?: OrderStage;
  /** Its courier, by catalogue name (null: none yet). */
  courier?: string | null;
  /** Fields written over the plan's (customer, dates, printing...). */
  fields?: Partial<typeof orders.$inferInsert>;
};

const nextPlanned = factoryCounter();

/** The merchant's listed products by shop; a merchant without any gets a shop with three. */
async function shopsToOrderFrom(db: Db, merchantId: number): Promise<PlanShop[]> {
  const listed = await listedProductsByShop(db, merchantId);
  if (listed.length > 0) return listed;
  const shop = await createShop(db, { merchantId });
  for (const price of [350, 1200, 2499.5]) await createShopProduct(db, shop, { price });
  return listedProductsByShop(db, merchantId);
}

/**
 * Orders of a merchant whose fields and timelines agree with their stage (placed unless asked),
 * numbered from the order number sequence as real orders are. One request per order.
 */
export async function createOrders(db: Db, merchantId: number, requests: OrderRequest[]) {
  const [merchant] = await db
    .select({ ownerUserId: merchants.ownerUserId })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant) throw new Error(`createOrders: no merchant ${merchantId}`);
  const shops = await shopsToOrderFrom(db, merchantId);
  const now = new Date();
  const numbers = await nextOrderNumbers(db, requests.length);
  const plans = [];
  for (const [index, { stage = 'placed', courier, fields, ...choices }] of requests.entries()) {
    const planned = nextPlanned();
    const plan = planOrder(seededRandom(planned), {
      merchantId,
      ownerUserId: merchant.ownerUserId,
      shops,
      stage,
      now,
      ...choices,
    });
    Object.assign(plan.order, fields);
    if (courier !== undefined) plan.courierName = courier;
    plans.push({
      ...plan,
      orderNumber: formatOrderNumber(plan.order.createdAt as Date, numbers[index]!),
    });
  }
  const ids = await insertOrderPlans(db, plans);
  const rows = await db
    .select(testOrderColumns)
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id));
  return rows;
}

export async function createOrder(db: Db, merchantId: number, request: OrderRequest = {}) {
  const [order] = await createOrders(db, merchantId, [request]);
  return order!;
}

/** `count` orders in each of the given stages. */
export const ordersInStages = (stages: OrderStage[], count = 1, request: OrderRequest = {}) =>
  stages.flatMap((stage) => Array.from({ length: count }, () => ({ ...request, stage })));

const ORDERS_URL = '/api/v1/oms/merchant-orders';

const testOrderColumns = {
  id: orders.id,
  merchantId: orders.merchantId,
  orderNumber: orders.orderNumber,
  stage: orders.stage,
  orderType: orders.orderType,
  shopId: orders.shopId,
  deliveryChargePaymentStatus: orders.deliveryChargePaymentStatus,
  paymentProofStatus: orders.paymentProofStatus,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  total: orders.total,
  codAmount: orders.codAmount,
  deliveryCharge: orders.deliveryCharge,
  courierName: sql<
    string | null
  >`(select ${couriers.name} from ${couriers} where ${couriers.id} = ${orders.courierId})`,
  createdAt: orders.createdAt,
  stageChangedAt: orders.stageChangedAt,
};

/** Every order of a merchant, straight from the database (the tests' ground truth). */
export function ordersOf(t: TestApp, merchantId: number) {
  return t.db
    .select(testOrderColumns)
    .from(orders)
    .where(eq(orders.merchantId, merchantId))
    .orderBy(asc(orders.id));
}
export type TestOrder = Awaited<ReturnType<typeof ordersOf>>[number];

export async function stageOf(t: TestApp, orderId: number) {
  const [row] = await t.db
    .select({ stage: orders.stage })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.stage;
}

export async function timelineCount(t: TestApp, orderId: number, kind?: 'stage_change') {
  const [row] = await t.db
    .select({ value: count() })
    .from(orderTimeline)
    .where(
      and(eq(orderTimeline.orderId, orderId), kind ? eq(orderTimeline.kind, kind) : undefined),
    );
  return row?.value ?? 0;
}

export function post(
  t: TestApp,
  tokens: TokenPair,
  merchantId: number,
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${ORDERS_URL}/${path}`,
    headers: { ...t.auth(tokens, merchantId), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function get(t: TestApp, tokens: TokenPair, merchantId: number, path = '') {
  return t.app.inject({
    method: 'GET',
    url: `${ORDERS_URL}${path}`,
    headers: t.auth(tokens, merchantId),
  });
}
