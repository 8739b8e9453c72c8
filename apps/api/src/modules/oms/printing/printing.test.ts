import type { TokenPair } from '@mp/contract/ums/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  createOrder,
  createOrders,
  get,
  ordersInStages,
  ordersOf,
  post,
} from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { orders, orderTimeline } from '../orders/orders.table';

describe('logging invoice prints', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let otherMerchantId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, merchantId, otherMerchantId } = await createAccounts(t));
    await createOrders(t.db, merchantId, ordersInStages(['placed', 'confirmed', 'dispatched']));
    await createOrder(t.db, otherMerchantId);
  });
  afterAll(() => t?.close());

  const printState = async (id: number) => {
    const [row] = await t.db
      .select({ at: orders.invoicePrintedAt, count: orders.invoicePrintCount })
      .from(orders)
      .where(eq(orders.id, id));
    return row!;
  };

  it('marks the orders printed, counts each print, and the "not yet printed" filter stops showing them', async () => {
    const unprinted = await get(t, owner, merchantId, '?printed=false&limit=100');
    const [a, b] = unprinted.json().content as { id: number }[];
    const [foreign] = await ordersOf(t, otherMerchantId);

    const response = await post(t, owner, merchantId, 'log-invoice-print/bulk', {
      orderIds: [a!.id, b!.id, foreign!.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: a!.id, ok: true },
      { id: b!.id, ok: true },
      { id: foreign!.id, ok: false, errorCode: 'NOT_FOUND', message: 'Order not found' },
    ]);
    expect((await printState(a!.id)).count).toBe(1);
    expect((await printState(a!.id)).at).toBeInstanceOf(Date);
    expect((await printState(foreign!.id)).count).toBe(0);

    const stillUnprinted = await get(t, owner, merchantId, '?printed=false&limit=100');
    const ids = stillUnprinted.json().content.map((o: { id: number }) => o.id);
    expect(ids).not.toContain(a!.id);
    expect(stillUnprinted.json().totalElements).toBe(unprinted.json().totalElements - 2);
    const printed = await get(t, owner, merchantId, '?printed=true&limit=100');
    expect(printed.json().content.map((o: { id: number }) => o.id)).toContain(b!.id);

    await post(t, owner, merchantId, 'log-invoice-print/bulk', { orderIds: [a!.id] });
    expect((await printState(a!.id)).count).toBe(2);
    const entries = await t.db
      .select({ details: orderTimeline.details })
      .from(orderTimeline)
      .where(and(eq(orderTimeline.orderId, a!.id), eq(orderTimeline.kind, 'invoice_printed')));
    expect(entries.map((e) => e.details)).toEqual([
      { event: 'invoice_printed', times: 1 },
      { event: 'invoice_printed', times: 2 },
    ]);
    const detail = await get(t, owner, merchantId, `/${a!.id}`);
    expect(detail.json().invoice.printCount).toBe(2);
  });

  it('refuses an empty list and unknown fields', async () => {
    expect(
      (await post(t, owner, merchantId, 'log-invoice-print/bulk', { orderIds: [] })).statusCode,
    ).toBe(400);
    expect(
      (await post(t, owner, merchantId, 'log-invoice-print/bulk', { orderIds: [1], all: true }))
        .statusCode,
    ).toBe(400);
  });
});
