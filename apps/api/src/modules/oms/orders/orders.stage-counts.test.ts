import type { TokenPair } from '@mp/contract/ums/auth';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import { testDbKind } from '../../../../test/databases';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { orderItems, orderStageCounts, orders, orderTimeline } from './orders.table';
import { createOrders, get, ordersInStages, post } from './orders.testing';

/** Stage -> orders, without the stages that hold none. */
type Counts = Record<string, number>;

describe('kept stage counts', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let secondMerchantId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({
      owner,
      merchantId,
      ownerMerchantIds: [, secondMerchantId = 0] = [],
    } = await createAccounts(t));
  });
  afterAll(() => t?.close());

  async function realCounts(merchant: number): Promise<Counts> {
    const rows = await t.db
      .select({ stage: orders.stage, value: count() })
      .from(orders)
      .where(eq(orders.merchantId, merchant))
      .groupBy(orders.stage);
    return Object.fromEntries(rows.map((row) => [row.stage, row.value]));
  }

  async function keptCounts(merchant: number): Promise<Counts> {
    const rows = await t.db
      .select()
      .from(orderStageCounts)
      .where(eq(orderStageCounts.merchantId, merchant));
    return Object.fromEntries(
      rows.filter((row) => row.orders !== 0).map((row) => [row.stage, row.orders]),
    );
  }

  async function expectKeptEqualsReal(merchant: number) {
    const real = await realCounts(merchant);
    expect(await keptCounts(merchant)).toEqual(real);
    const answered = (await get(t, owner, merchant, '/stats/count')).json();
    expect(
      Object.fromEntries(
        Object.entries(answered.counts as Counts).filter(([, value]) => value !== 0),
      ),
    ).toEqual(real);
    const total = Object.values(real).reduce((sum, value) => sum + value, 0);
    expect(answered.total).toBe(total);
    expect((await get(t, owner, merchant, '?page=1&limit=5')).json().totalElements).toBe(total);
    const placedList = (await get(t, owner, merchant, '?stage=placed&limit=5')).json();
    expect(placedList.totalElements).toBe(real.placed ?? 0);
  }

  it('follow every insert, stage change, bulk action and delete, and the lists read them', async () => {
    const created = await createOrders(
      t.db,
      merchantId,
      ordersInStages(['placed', 'confirmed', 'pickup_initiated', 'delivered'], 4),
    );
    await expectKeptEqualsReal(merchantId);

    const placed = created.filter((order) => order.stage === 'placed');
    expect((await post(t, owner, merchantId, `${placed[0]!.id}/confirm`)).statusCode).toBe(200);
    const cancel = await post(t, owner, merchantId, `${placed[1]!.id}/cancel`, {
      reason: 'Customer changed their mind',
    });
    expect(cancel.statusCode).toBe(200);
    const bulk = await post(t, owner, merchantId, 'shop-order/confirm/bulk', {
      orderIds: created.map((order) => order.id),
    });
    expect(bulk.statusCode).toBe(200);
    // A change that moves no stage (logistics) leaves the counts alone.
    const logistics = await t.app.inject({
      method: 'POST',
      url: `/api/v1/oms/merchant-logistic-orders/${created[0]!.id}/update-info`,
      headers: t.auth(owner, merchantId),
      payload: { courierName: 'Pathao', trackingNumber: 'PT-1' },
    });
    expect(logistics.statusCode).toBe(200);
    await expectKeptEqualsReal(merchantId);

    const gone = created.at(-1)!.id;
    await t.db.transaction(async (tx) => {
      await tx.delete(orderTimeline).where(eq(orderTimeline.orderId, gone));
      await tx.delete(orderItems).where(eq(orderItems.orderId, gone));
      await tx.delete(orders).where(inArray(orders.id, [gone]));
    });
    await expectKeptEqualsReal(merchantId);
  });

  it.skipIf(testDbKind() === 'pglite')(
    'stay equal to a real count under concurrent transitions of two merchants (PostgreSQL only: it alone runs them at once)',
    async () => {
      const merchants = [merchantId, secondMerchantId];
      const created = await Promise.all(
        merchants.map((merchant) => createOrders(t.db, merchant, ordersInStages(['placed'], 60))),
      );
      const requests = merchants.flatMap((merchant, index) => {
        const ids = created[index]!.map((order) => order.id);
        return [
          ...ids.map((id) => post(t, owner, merchant, `${id}/confirm`)),
          ...ids
            .slice(0, 30)
            .map((id) => post(t, owner, merchant, `${id}/cancel`, { reason: 'Out of stock' })),
          post(t, owner, merchant, 'shop-order/confirm/bulk', { orderIds: ids.slice(20) }),
          post(t, owner, merchant, 'shop-order/confirm/bulk', {
            orderIds: [...ids].reverse().slice(10),
          }),
        ];
      });
      const responses = await Promise.all(requests);
      // Each action either won or found the order already moved: never a deadlock or a 500.
      for (const response of responses) expect([200, 409]).toContain(response.statusCode);
      for (const merchant of merchants) await expectKeptEqualsReal(merchant);
    },
  );
});
