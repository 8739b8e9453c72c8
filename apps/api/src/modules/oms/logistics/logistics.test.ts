import type { TokenPair } from '@mp/contract/ums/auth';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  createOrder,
  createOrders,
  ordersInStages,
  ordersOf,
  type TestOrder,
} from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { merchantCourierPayments } from '../../bms/courier-payments/courier-payments.table';
import { orders } from '../orders/orders.table';
import { courierPaymentOrders } from './logistics.table';

describe('logistics and COD', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let otherMerchantId: number;
  let deliveredWithoutCourier: TestOrder;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, merchant = merchantId) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: t.auth(owner, merchant),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, merchantId, otherMerchantId } = await createAccounts(t));
    await createOrders(t.db, merchantId, [
      ...ordersInStages(['placed', 'confirmed', 'dispatched', 'cancelled']),
      ...ordersInStages(['delivered'], 3, { orderType: 'COD' }),
      ...ordersInStages(['delivered'], 1, { orderType: 'B2B' }),
      { stage: 'dispatched', courier: 'Pathao', fields: { trackingNumber: 'PTH-9' } },
    ]);
    const [withoutCourier] = await createOrders(t.db, merchantId, [
      { stage: 'delivered', orderType: 'COD', courier: null },
    ]);
    deliveredWithoutCourier = withoutCourier!;
    await createOrder(t.db, otherMerchantId);
  });
  afterAll(() => t?.close());

  it('sets courier, tracking and pickup details on an order before delivery, with a timeline entry', async () => {
    const order = await createOrder(t.db, merchantId, { stage: 'confirmed' });
    const response = await call('POST', `oms/merchant-logistic-orders/${order.id}/update-info`, {
      courierName: 'Pathao',
      trackingNumber: 'PTH-12345',
      pickupAddress: 'House 7, Road 3, Dhanmondi',
      pickupAt: '2026-11-20T10:00:00+06:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      orderId: order.id,
      courierName: 'Pathao',
      trackingNumber: 'PTH-12345',
      pickupAddress: 'House 7, Road 3, Dhanmondi',
      pickupAt: '2026-11-20T04:00:00.000Z',
    });
    const detail = await call('GET', `oms/merchant-orders/${order.id}`);
    expect(detail.json().logistics).toEqual({ courierName: 'Pathao', trackingNumber: 'PTH-12345' });
    // Values, not an English sentence: the panel words them (and the pickup time) itself.
    expect(detail.json().timeline[0]).toMatchObject({
      kind: 'logistics',
      note: null,
      details: {
        event: 'courier_assigned',
        courier: 'Pathao',
        trackingNumber: 'PTH-12345',
        pickupAddress: 'House 7, Road 3, Dhanmondi',
        pickupAt: '2026-11-20T04:00:00.000Z',
      },
    });
  });

  it('takes a catalogue courier however it is written, and refuses one not in the catalogue (400)', async () => {
    const order = await createOrder(t.db, merchantId, { stage: 'confirmed', courier: null });
    const url = `oms/merchant-logistic-orders/${order.id}/update-info`;
    const unknown = await call('POST', url, { courierName: 'Pigeon Post', trackingNumber: 'PP-1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: [{ path: 'courierName' }],
    });
    expect(unknown.json().message).toContain('eCourier, Paperfly, Pathao, RedX, Steadfast');
    expect((await call('GET', `oms/merchant-orders/${order.id}`)).json().logistics).toEqual({
      courierName: null,
      trackingNumber: null,
    });

    const known = await call('POST', url, {
      courierName: ' redx  COURIER',
      trackingNumber: 'RX-1',
    });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json().courierName).toBe('RedX');
    const detail = (await call('GET', `oms/merchant-orders/${order.id}`)).json();
    expect(detail.logistics).toEqual({ courierName: 'RedX', trackingNumber: 'RX-1' });
    expect(detail.timeline[0].details).toMatchObject({ courier: 'RedX', trackingNumber: 'RX-1' });
  });

  it('refuses delivered orders (409) and other merchants’ orders (404)', async () => {
    const delivered = (await ordersOf(t, merchantId)).find((o) => o.stage === 'delivered')!;
    const body = { courierName: 'Pathao', trackingNumber: 'PTH-1' };
    expect(
      (await call('POST', `oms/merchant-logistic-orders/${delivered.id}/update-info`, body))
        .statusCode,
    ).toBe(409);
    const [foreign] = await ordersOf(t, otherMerchantId);
    expect(
      (await call('POST', `oms/merchant-logistic-orders/${foreign!.id}/update-info`, body))
        .statusCode,
    ).toBe(404);
  });

  it('creates the missing COD courier payments once: a second run creates nothing', async () => {
    const eligible = await t.db
      .select({ id: orders.id, cod: orders.codAmount })
      .from(orders)
      .where(
        and(
          eq(orders.merchantId, merchantId),
          eq(orders.stage, 'delivered'),
          eq(orders.orderType, 'COD'),
          sql`${orders.codAmount} > 0`,
        ),
      );
    expect(eligible.length).toBeGreaterThan(0);
    const first = await call('POST', 'oms/merchant-logistic-orders/generate/missing-cod-payments');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().orders).toBe(eligible.length);
    expect(first.json().created).toBeGreaterThan(0);
    const sum = eligible.reduce((total, o) => total + Math.round(o.cod * 100), 0) / 100;
    const created = first.json().payments as {
      id: number;
      amount: number;
      courier: string | null;
      orderCount: number;
    }[];
    expect(created.reduce((total, p) => total + Math.round(p.amount * 100), 0) / 100).toBe(sum);
    // The orders with no courier on record make one payment, the last, whose courier is null.
    expect(created.at(-1)).toMatchObject({ courier: null, orderCount: 1 });
    expect(created.slice(0, -1).every((p) => p.courier !== null)).toBe(true);
    const money = await call('GET', `oms/merchant-orders/${deliveredWithoutCourier.id}/money`);
    expect(money.json().remittance).toMatchObject({ courier: null, status: 'pending' });
    const rows = await t.db
      .select({
        status: merchantCourierPayments.status,
        merchantId: merchantCourierPayments.merchantId,
      })
      .from(merchantCourierPayments)
      .where(
        inArray(
          merchantCourierPayments.id,
          created.map((p) => p.id),
        ),
      );
    expect(rows.every((r) => r.status === 'pending' && r.merchantId === merchantId)).toBe(true);

    const second = await call('POST', 'oms/merchant-logistic-orders/generate/missing-cod-payments');
    expect(second.json()).toEqual({ created: 0, orders: 0, payments: [] });
    const links = await t.db
      .select({ orderId: courierPaymentOrders.orderId })
      .from(courierPaymentOrders)
      .where(eq(courierPaymentOrders.merchantId, merchantId));
    expect(links).toHaveLength(eligible.length);
  });

  it('counts orders per courier and courier status', async () => {
    const all = (await ordersOf(t, merchantId)).map((o) => ({
      courier: o.courierName,
      stage: o.stage,
    }));
    const response = await call('GET', 'oms/merchant-orders/stats/count/ecourier');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.withoutCourier).toBe(all.filter((o) => o.courier === null).length);
    expect(body.total).toBe(all.filter((o) => o.courier !== null).length);
    expect(body.counts.in_transit).toBe(
      all.filter((o) => o.courier !== null && o.stage === 'dispatched').length,
    );
    const pathao = body.couriers.find((c: { courierName: string }) => c.courierName === 'Pathao');
    expect(pathao.total).toBe(all.filter((o) => o.courier === 'Pathao').length);
  });

  it('sums the delivery charges of delivered orders for the merchant in the path, by date range', async () => {
    const delivered = await t.db
      .select({ charge: orders.deliveryCharge })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), eq(orders.stage, 'delivered')));
    const response = await call('GET', `oms/merchant-payments/${merchantId}/total-courier-charge`);
    expect(response.statusCode, response.body).toBe(200);
    const expected = delivered.reduce((s, o) => s + Math.round(o.charge * 100), 0) / 100;
    expect(response.json()).toMatchObject({
      merchantId,
      totalCourierCharge: expected,
      orderCount: delivered.length,
    });
    const none = await call(
      'GET',
      `oms/merchant-payments/${merchantId}/total-courier-charge?from=2000-01-01&to=2000-01-31`,
    );
    expect(none.json()).toMatchObject({ totalCourierCharge: 0, orderCount: 0 });
    const foreign = await call(
      'GET',
      `oms/merchant-payments/${otherMerchantId}/total-courier-charge`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
