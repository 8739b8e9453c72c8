import type { TokenPair } from '@mp/contract/ums/auth';
import { and, asc, count, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness';
import { orders, orderTimeline } from './orders.table';

const ORDERS_URL = '/api/v1/oms/merchant-orders';

/** Every order of a merchant, straight from the database (the tests' ground truth). */
export function ordersOf(t: TestApp, merchantId: number) {
  return t.db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      orderType: orders.orderType,
      shopId: orders.shopId,
      deliveryChargePaymentStatus: orders.deliveryChargePaymentStatus,
      paymentProofStatus: orders.paymentProofStatus,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      total: orders.total,
      createdAt: orders.createdAt,
      stageChangedAt: orders.stageChangedAt,
    })
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
