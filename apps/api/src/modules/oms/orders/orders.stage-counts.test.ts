import { dhakaDay } from '@mp/contract/dhaka-time';
import type { TokenPair } from '@mp/contract/ums/auth';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import { testDbKind } from '../../../../test/databases';
import { createOrders, get, ordersInStages, post } from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { orderCounts, orderItems, orderStageCounts, orders, orderTimeline } from './orders.table';

/** Key of a kept count (day|stage|type|charge|shop|printed) -> orders, without empty keys. */
type Counts = Record<string, number>;
/** The same keys -> `orders · sales` (the sum of their totals). */
type Kept = Record<string, string>;
const keptText = (orderCount: number, sales: number) => `${orderCount} · ${sales.toFixed(2)}`;

describe('kept order counts', () => {
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

  /** The merchant's orders as the kept counts key them, read from the orders themselves. */
  async function realKeys(merchant: number) {
    const rows = await t.db
      .select({
        createdAt: orders.createdAt,
        stage: orders.stage,
        orderType: orders.orderType,
        charge: orders.deliveryChargePaymentStatus,
        shopId: orders.shopId,
        printedAt: orders.invoicePrintedAt,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.merchantId, merchant));
    return rows.map((row) => ({
      day: dhakaDay(row.createdAt),
      stage: row.stage,
      orderType: row.orderType,
      charge: row.charge,
      shopId: row.shopId,
      printed: row.printedAt !== null,
      total: row.total,
    }));
  }
  type RealKey = Awaited<ReturnType<typeof realKeys>>[number];
  const keyText = (key: RealKey) =>
    [key.day, key.stage, key.orderType, key.charge, key.shopId, key.printed].join('|');

  async function keptCounts(merchant: number): Promise<Kept> {
    const rows = await t.db.select().from(orderCounts).where(eq(orderCounts.merchantId, merchant));
    return Object.fromEntries(
      rows
        .filter((row) => row.orders !== 0)
        .map((row) => [
          keyText({
            day: row.placedOn,
            stage: row.stage,
            orderType: row.orderType,
            charge: row.deliveryChargePaymentStatus,
            shopId: row.shopId,
            printed: row.printed,
            total: 0,
          }),
          keptText(row.orders, row.sales),
        ]),
    );
  }

  /** What the kept rows should hold: each key's orders and the sum of their totals. */
  const keptOf = (keys: RealKey[]): Kept => {
    const sums: Record<string, { orders: number; sales: number }> = {};
    for (const key of keys) {
      const sum = sums[keyText(key)] ?? { orders: 0, sales: 0 };
      sums[keyText(key)] = { orders: sum.orders + 1, sales: sum.sales + key.total };
    }
    return Object.fromEntries(
      Object.entries(sums).map(([key, sum]) => [key, keptText(sum.orders, sum.sales)]),
    );
  };

  const countBy = <T>(items: T[], keyOf: (item: T) => string) => {
    const counts: Counts = {};
    for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
    return counts;
  };

  /** The kept rows equal a real count, and every list total and stage count the API answers. */
  async function expectKeptEqualsReal(merchant: number) {
    const real = await realKeys(merchant);
    expect(await keptCounts(merchant)).toEqual(keptOf(real));
    const stageRows = await t.db
      .select()
      .from(orderStageCounts)
      .where(eq(orderStageCounts.merchantId, merchant));
    expect(
      Object.fromEntries(
        stageRows.filter((row) => row.orders !== 0).map((row) => [row.stage, row.orders]),
      ),
    ).toEqual(countBy(real, (key) => key.stage));
    const days = real.map((key) => key.day).sort();
    const daily = await get(t, owner, merchant, `/stats/daily?from=${days[0]}&to=${days.at(-1)}`);
    expect(daily.statusCode, daily.body).toBe(200);
    const perDay: Record<string, { orders: number; sales: number }> = {};
    for (const key of real) {
      const sum = perDay[`${key.day}|${key.shopId}`] ?? { orders: 0, sales: 0 };
      perDay[`${key.day}|${key.shopId}`] = {
        orders: sum.orders + 1,
        sales: sum.sales + (key.stage === 'cancelled' ? 0 : key.total),
      };
    }
    expect(
      Object.fromEntries(
        (daily.json().days as { day: string; shopId: number; orders: number; sales: number }[]).map(
          (row) => [`${row.day}|${row.shopId}`, keptText(row.orders, row.sales)],
        ),
      ),
    ).toEqual(
      Object.fromEntries(
        Object.entries(perDay).map(([key, sum]) => [key, keptText(sum.orders, sum.sales)]),
      ),
    );
    const [someone] = real;
    const filters: [string, (key: RealKey) => boolean][] = [
      ['', () => true],
      ['orderTypes=B2B', (key) => key.orderType === 'B2B'],
      ['deliveryChargePaymentStatus=unpaid', (key) => key.charge === 'unpaid'],
      [`shopIds=${someone?.shopId}`, (key) => key.shopId === someone?.shopId],
      ['printed=false', (key) => !key.printed],
      [`createdFrom=${someone?.day}&createdTo=${someone?.day}`, (key) => key.day === someone?.day],
    ];
    for (const [query, matches] of filters) {
      const matching = real.filter(matches);
      const answered = (await get(t, owner, merchant, `/stats/count?${query}`)).json();
      const nonZero = Object.entries(answered.counts as Counts).filter(([, value]) => value !== 0);
      expect(Object.fromEntries(nonZero), query).toEqual(countBy(matching, (key) => key.stage));
      expect(answered.total, query).toBe(matching.length);
      const list = (await get(t, owner, merchant, `?page=1&limit=5&${query}`)).json();
      expect(list.totalElements, query).toBe(matching.length);
      const placed = (await get(t, owner, merchant, `?stage=placed&limit=5&${query}`)).json();
      expect(placed.totalElements, query).toBe(
        matching.filter((key) => key.stage === 'placed').length,
      );
    }
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
      reasonCode: 'customer_asked',
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
    // Printing moves an order to the printed counts; any other key may change under it too.
    const printed = await post(t, owner, merchantId, 'log-invoice-print/bulk', {
      orderIds: created.slice(0, 5).map((order) => order.id),
    });
    expect(printed.statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({
        orderType: 'B2B',
        deliveryChargePaymentStatus: 'unpaid',
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      })
      .where(
        inArray(
          orders.id,
          created.slice(3, 7).map((order) => order.id),
        ),
      );
    await expectKeptEqualsReal(merchantId);
    // A total changed under the same key is summed again.
    await t.db.update(orders).set({ total: 1234.5 }).where(eq(orders.id, created[8]!.id));
    await expectKeptEqualsReal(merchantId);

    const gone = created.at(-1)!.id;
    await t.db.transaction(async (tx) => {
      await tx.delete(orderTimeline).where(eq(orderTimeline.orderId, gone));
      await tx.delete(orderItems).where(eq(orderItems.orderId, gone));
      await tx.delete(orders).where(inArray(orders.id, [gone]));
    });
    await expectKeptEqualsReal(merchantId);
  });

  it('refuses a daily span that is reversed, too long or not days', async () => {
    for (const query of [
      'from=2026-03-02&to=2026-03-01',
      'from=2026-01-01&to=2026-12-31',
      'from=2026-01-01',
      'from=yesterday&to=2026-01-01',
    ]) {
      const response = await get(t, owner, merchantId, `/stats/daily?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode, query).toBe('VALIDATION_ERROR');
    }
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
            .map((id) => post(t, owner, merchant, `${id}/cancel`, { reasonCode: 'out_of_stock' })),
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
