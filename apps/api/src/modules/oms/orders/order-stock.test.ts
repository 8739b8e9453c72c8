import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { testDbKind } from '../../../../test/databases';
import { createOrders, post } from '../../../../test/factories/orders.testing';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { shopProducts } from '../../cms/products/products.table';
import { notifications } from '../../ums/notifications/notifications.table';
import { coveredByStock, takeOrdersStock } from './order-stock';
import { orderItems, orders } from './orders.table';

type History = {
  kind: string;
  delta: number;
  newStock: number;
  order: { orderNumber: string } | null;
}[];

describe('stock that follows orders', () => {
  let t: TestApp;
  let accounts: Accounts;
  let opsToken: string;
  const ops = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/internal/ops/commands',
      headers: { 'x-ops-token': opsToken },
      payload,
    });
  const as = (merchantId: number) => accounts.as(merchantId);
  const productOf = async (merchantId: number, id: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cms/merchant/shop-products/${id}`,
      headers: as(merchantId),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { stock: number; status: string; stockHistory: History };
  };
  const patch = (merchantId: number, url: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cms/merchant/${url}`,
      headers: as(merchantId),
      payload,
    });
  const stockOf = async (ids: number[]) =>
    new Map(
      (
        await t.db
          .select({ id: shopProducts.id, stock: shopProducts.stock })
          .from(shopProducts)
          .where(inArray(shopProducts.id, ids))
      ).map((row) => [row.id, row.stock]),
    );
  /** Each placed order's quantity per product. */
  const itemsOf = async (orderNumbers: string[]) =>
    t.db
      .select({
        orderId: orders.id,
        shopProductId: orderItems.shopProductId,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orders.orderNumber, orderNumbers));

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t, { ownerMerchants: 3 });
    opsToken = fs.readFileSync(path.join(t.config.dataDir, 'ops-token'), 'utf8').trim();
  });
  afterAll(() => t?.close());

  it('an order placed takes its items from stock, each movement in the history with its order; cancelling returns them', async () => {
    const { merchantId, owner } = accounts;
    const shop = await createShop(t.db, { merchantId });
    const products = [
      await createShopProduct(t.db, shop, { stock: 500 }),
      await createShopProduct(t.db, shop, { stock: 500 }),
    ];
    const ids = products.map((product) => product.id);
    const placed = await ops({ command: 'place-orders', merchantId, count: 4 });
    expect(placed.statusCode, placed.body).toBe(200);
    const numbers = (placed.json().lines as string[]).map((line) => line.split(':')[0]!);
    expect(numbers).toHaveLength(4);
    const items = await itemsOf(numbers);
    const stock = await stockOf(ids);
    for (const id of ids) {
      const taken = items
        .filter((item) => item.shopProductId === id)
        .reduce((sum, item) => sum + item.quantity, 0);
      expect(stock.get(id), `product ${id}`).toBe(500 - taken);
    }
    const [first] = items;
    const history = (await productOf(merchantId, first!.shopProductId)).stockHistory;
    const [firstNumber] = (
      await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, first!.orderId))
    ).map((row) => row.n);
    expect(history).toContainEqual(
      expect.objectContaining({
        kind: 'order_placed',
        order: expect.objectContaining({ orderNumber: firstNumber }),
      }),
    );

    // Cancelled before dispatch: its items go back, in the history too.
    const before = await stockOf(ids);
    const cancel = await post(t, owner, merchantId, `${first!.orderId}/cancel`, {
      reasonCode: 'customer_asked',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await stockOf(ids);
    for (const id of ids) {
      const returned = items
        .filter((item) => item.orderId === first!.orderId && item.shopProductId === id)
        .reduce((sum, item) => sum + item.quantity, 0);
      expect(after.get(id)).toBe((before.get(id) ?? 0) + returned);
    }
    expect((await productOf(merchantId, first!.shopProductId)).stockHistory[0]).toMatchObject({
      kind: 'order_cancelled',
      order: { orderNumber: firstNumber },
    });

    // An order that took nothing (made before stock followed orders) returns nothing.
    const [old] = await createOrders(t.db, merchantId, [{ stage: 'placed' }]);
    const untouched = await stockOf(ids);
    expect(
      (await post(t, owner, merchantId, `${old!.id}/cancel`, { reasonCode: 'duplicate_order' }))
        .statusCode,
    ).toBe(200);
    expect(await stockOf(ids)).toEqual(untouched);
  });

  it('refuses an order the stock does not cover, and places no more than there is', async () => {
    const merchantId = accounts.ownerMerchantIds[1]!;
    const shop = await createShop(t.db, { merchantId });
    const product = await createShopProduct(t.db, shop, { stock: 2 });
    const item = (quantity: number) => ({ shopProductId: product.id, sku: 'ONE', quantity });
    const split = await t.db.transaction((tx) =>
      coveredByStock(tx, merchantId, [
        { orderNumber: 'A', items: [item(2)] },
        { orderNumber: 'B', items: [item(1)] },
      ]),
    );
    expect(split.covered.map((plan) => plan.orderNumber)).toEqual(['A']);
    expect(split.refused).toEqual([expect.objectContaining({ reason: '1 of ONE wanted, 0 left' })]);

    const placed = await ops({ command: 'place-orders', merchantId, count: 5 });
    expect(placed.statusCode, placed.body).toBe(200);
    const numbers = (placed.json().lines as string[]).map((line) => line.split(':')[0]!);
    const taken = (await itemsOf(numbers)).reduce((sum, row) => sum + row.quantity, 0);
    expect(numbers.length).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(2);
    expect((await stockOf([product.id])).get(product.id)).toBe(2 - taken);
  });

  it.skipIf(testDbKind() === 'pglite')(
    'two placements at once never take more than the stock (PostgreSQL only: PGlite runs one at a time)',
    async () => {
      const merchantId = accounts.ownerMerchantIds[2]!;
      const shop = await createShop(t.db, { merchantId });
      const product = await createShopProduct(t.db, shop, { stock: 6 });
      const answers = await Promise.all(
        [0, 1, 2].map(() => ops({ command: 'place-orders', merchantId, count: 3 })),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const lines = answers.flatMap((answer) => answer.json().lines as string[]);
      const placedNumbers = lines
        .filter((line) => line.includes(': placed'))
        .map((line) => line.split(':')[0]!);
      const taken = (await itemsOf(placedNumbers)).reduce((sum, row) => sum + row.quantity, 0);
      const left = (await stockOf([product.id])).get(product.id)!;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBe(6 - taken);
    },
  );

  it('auto-delist: at 0 a product leaves the shop and comes back with its stock, each in its history; never one delisted by hand', async () => {
    const merchantId = accounts.ownerMerchantIds[1]!;
    const shop = await createShop(t.db, { merchantId });
    const [auto, byHand] = [
      await createShopProduct(t.db, shop, { stock: 5 }),
      await createShopProduct(t.db, shop, { stock: 5 }),
    ];
    const settings = await patch(merchantId, 'stock-settings', { autoDelist: true });
    expect(settings.json()).toEqual({ autoDelist: true, lowStockThreshold: 5 });

    const empty = await patch(merchantId, `shop-products/${auto!.id}/stock`, { stock: 0 });
    expect(empty.json()).toMatchObject({ stock: 0, status: 'delisted' });
    const emptied = await productOf(merchantId, auto!.id);
    expect(emptied.stockHistory.slice(0, 2)).toMatchObject([
      { kind: 'auto_delisted', delta: 0 },
      { kind: 'manual', delta: -5, newStock: 0 },
    ]);
    // The rule turned off: what it delisted still comes back with its stock.
    await patch(merchantId, 'stock-settings', { autoDelist: false });
    const back = await patch(merchantId, `shop-products/${auto!.id}/stock`, { stock: 3 });
    expect(back.json()).toMatchObject({ stock: 3, status: 'listed' });
    expect((await productOf(merchantId, auto!.id)).stockHistory[0]).toMatchObject({
      kind: 'auto_relisted',
      newStock: 3,
    });

    await patch(merchantId, 'stock-settings', { autoDelist: true });
    await patch(merchantId, `shop-products/${byHand!.id}/delist`, { delisted: true });
    await patch(merchantId, `shop-products/${byHand!.id}/stock`, { stock: 0 });
    const restocked = await patch(merchantId, `shop-products/${byHand!.id}/stock`, { stock: 8 });
    expect(restocked.json()).toMatchObject({ stock: 8, status: 'delisted' });
    const kinds = (await productOf(merchantId, byHand!.id)).stockHistory.map(
      (change) => change.kind,
    );
    expect(kinds).toEqual(['manual', 'manual']);
  });

  it("thresholds: the merchant's default reaches the products that follow it, a product's own stays, one alert per fall", async () => {
    const merchantId = accounts.ownerMerchantIds[2]!;
    const other = accounts.otherMerchantId;
    const shop = await createShop(t.db, { merchantId });
    const [follows, own] = [
      await createShopProduct(t.db, shop, { stock: 8 }),
      await createShopProduct(t.db, shop, { stock: 8 }),
    ];
    const foreign = await createShopProduct(t.db, await createShop(t.db, { merchantId: other }));
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/merchant/shop-products/low-stock-threshold/bulk',
      headers: as(merchantId),
      payload: { ids: [own!.id, foreign.id], lowStockThreshold: 2 },
    });
    expect(bulk.json().results).toEqual([
      { id: own!.id, ok: true },
      expect.objectContaining({ id: foreign.id, ok: false, errorCode: 'NOT_FOUND' }),
    ]);
    const alertsBefore = await t.db.$count(
      notifications,
      and(eq(notifications.merchantId, merchantId), eq(notifications.kind, 'stock_low')),
    );
    expect((await patch(merchantId, 'stock-settings', { lowStockThreshold: 10 })).statusCode).toBe(
      200,
    );
    const thresholds = new Map(
      (
        await t.db
          .select({ id: shopProducts.id, threshold: shopProducts.lowStockThreshold })
          .from(shopProducts)
          .where(inArray(shopProducts.id, [follows!.id, own!.id, foreign.id]))
      ).map((row) => [row.id, row.threshold]),
    );
    expect(thresholds.get(follows!.id)).toBe(10);
    expect(thresholds.get(own!.id)).toBe(2);
    expect(thresholds.get(foreign.id)).toBe(5);
    // A threshold moved over the stock is no sale: no alert.
    const alerts = () =>
      t.db.$count(
        notifications,
        and(eq(notifications.merchantId, merchantId), eq(notifications.kind, 'stock_low')),
      );
    expect(await alerts()).toBe(alertsBefore);

    const followAgain = await patch(merchantId, `shop-products/${own!.id}/low-stock-threshold`, {
      lowStockThreshold: null,
    });
    expect(followAgain.json()).toMatchObject({
      lowStockThreshold: 10,
      ownLowStockThreshold: false,
    });

    // Sales take it under its own threshold once: one alert, not one per later sale.
    await patch(merchantId, `shop-products/${own!.id}/low-stock-threshold`, {
      lowStockThreshold: 6,
    });
    const [first, second] = await createOrders(t.db, merchantId, [
      { stage: 'placed' },
      { stage: 'placed' },
    ]);
    const sale = (orderId: number) =>
      t.db.transaction((tx) =>
        takeOrdersStock(tx, merchantId, [
          { orderId, items: [{ shopProductId: own!.id, sku: 'X', quantity: 2 }] },
        ]),
      );
    await sale(first!.id);
    await sale(second!.id);
    expect((await stockOf([own!.id])).get(own!.id)).toBe(4);
    expect(await alerts()).toBe(alertsBefore + 1);
  });
});
