import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { productCounts, shopProducts, stockChanges } from './products.table';

type Key = { shopId: number; delisted: boolean; lowStock: boolean; outOfStock?: boolean };
const keyText = (key: Key) => `${key.shopId}|${key.delisted}|${key.lowStock}`;

describe('kept product counts', () => {
  let t: TestApp;
  let accounts: Accounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
  });
  afterAll(() => t?.close());

  async function realKeys(merchantId: number): Promise<Key[]> {
    const rows = await t.db
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.merchantId, merchantId));
    return rows.map((row) => ({
      shopId: row.shopId,
      delisted: row.delisted,
      lowStock: row.stock <= row.lowStockThreshold,
      outOfStock: row.stock === 0,
    }));
  }

  /** The kept rows equal a real count, and so does the list's total for each filter. */
  async function expectKeptEqualsReal(merchantId: number, shopId: number) {
    const real = await realKeys(merchantId);
    const kept = await t.db
      .select()
      .from(productCounts)
      .where(eq(productCounts.merchantId, merchantId));
    const counted: Record<string, number> = {};
    for (const key of real) counted[keyText(key)] = (counted[keyText(key)] ?? 0) + 1;
    expect(
      Object.fromEntries(
        kept.filter((row) => row.products !== 0).map((row) => [keyText(row), row.products]),
      ),
    ).toEqual(counted);
    const filters: [string, (key: Key) => boolean][] = [
      ['', () => true],
      [`shopId=${shopId}`, (key) => key.shopId === shopId],
      ['status=delisted', (key) => key.delisted],
      ['status=listed', (key) => !key.delisted],
      ['lowStock=true', (key) => key.lowStock],
      ['outOfStock=true', (key) => key.outOfStock === true],
      [
        `outOfStock=true&shopId=${shopId}`,
        (key) => key.outOfStock === true && key.shopId === shopId,
      ],
      [
        `lowStock=true&status=listed&shopId=${shopId}`,
        (key) => key.lowStock && !key.delisted && key.shopId === shopId,
      ],
    ];
    for (const [query, matches] of filters) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/cms/merchant/shop-products?limit=5&${query}`,
        headers: accounts.as(merchantId),
      });
      expect(response.json().totalElements, query).toBe(real.filter(matches).length);
    }
  }

  it('follow every insert, stock change, delisting and delete, and the list reads them', async () => {
    const { merchantId } = accounts;
    const shops = [await createShop(t.db, { merchantId }), await createShop(t.db, { merchantId })];
    const products = [];
    for (const [index, stock] of [0, 3, 5, 6, 40, 2].entries()) {
      products.push(
        await createShopProduct(t.db, shops[index % 2]!, { stock, lowStockThreshold: 5 }),
      );
    }
    await expectKeptEqualsReal(merchantId, shops[0]!.id);

    const patch = (id: number, url: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/cms/merchant/shop-products/${id}${url}`,
        headers: accounts.as(),
        payload,
      });
    expect((await patch(products[0]!.id, '/stock', { stock: 50 })).statusCode).toBe(200);
    expect((await patch(products[4]!.id, '/stock', { stock: 1 })).statusCode).toBe(200);
    expect((await patch(products[1]!.id, '/delist', { delisted: true })).statusCode).toBe(200);
    // Any key may change under the triggers: a threshold, a shop.
    await t.db
      .update(shopProducts)
      .set({ lowStockThreshold: 10, shopId: shops[1]!.id })
      .where(inArray(shopProducts.id, [products[3]!.id, products[5]!.id]));
    await expectKeptEqualsReal(merchantId, shops[0]!.id);

    const gone = products[2]!.id;
    await t.db.delete(stockChanges).where(eq(stockChanges.shopProductId, gone));
    await t.db.delete(shopProducts).where(eq(shopProducts.id, gone));
    await expectKeptEqualsReal(merchantId, shops[1]!.id);
  });
});
