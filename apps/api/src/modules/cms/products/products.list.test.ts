import type { ShopProduct, ShopProductDetails } from '@mp/contract/cms/products';
import type { PageEnvelope } from '@mp/contract/common';
import { and, count, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createShopProduct, createStockChange } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { shops } from '../shops/shops.table';
import { shopProducts, stockChanges } from './products.table';

type Page = PageEnvelope<ShopProduct>;

describe('shop products: list and details', () => {
  let t: TestApp;
  let accounts: Accounts;
  const get = (url: string, headers = accounts.as()) =>
    t.app.inject({ method: 'GET', url: `/api/v1/cms/merchant/${url}`, headers });
  const list = async (query: string): Promise<Page> => {
    const response = await get(`shop-products?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const countOwn = async (...conditions: Parameters<typeof and>) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(shopProducts)
      .where(and(eq(shopProducts.merchantId, accounts.merchantId), ...conditions));
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
    const { merchantId } = accounts;
    const shopsOfMine = [
      await createShop(t.db, { merchantId }),
      await createShop(t.db, { merchantId }),
    ];
    for (let i = 0; i < 45; i++) {
      const product = await createShopProduct(t.db, shopsOfMine[i % 2]!, {
        name: i % 5 === 0 ? `Cotton Panjabi ${i}` : `Silk Saree ${i}`,
        price: 100 + ((i * 370) % 2000),
        stock: i % 7 === 0 ? 0 : i * 3,
        delisted: i % 9 === 4,
      });
      if (i === 3) {
        // Three changes by the owner, oldest first, ending at the product's stock.
        const hour = 3_600_000;
        for (const [previousStock, newStock, hoursAgo] of [
          [0, 20, 3],
          [20, 4, 2],
          [4, product.stock, 1],
        ] as const) {
          await createStockChange(t.db, product, {
            previousStock,
            newStock,
            changedByUserId: accounts.ownerUserId,
            changedAt: new Date(Date.now() - hoursAgo * hour),
          });
        }
      }
    }
    const theirs = await createShop(t.db, { merchantId: accounts.otherMerchantId });
    await createShopProduct(t.db, theirs);
  });
  afterAll(() => t?.close());

  it('lists every product of the merchant, listed and delisted, a page at a time', async () => {
    const total = await countOwn();
    expect(total).toBeGreaterThan(40);
    const first = await list('');
    expect(first).toMatchObject({ page: 1, limit: 20, totalElements: total });
    expect(first.totalPages).toBe(Math.ceil(total / 20));
    expect(first.content[0]).toEqual({
      id: expect.any(Number),
      shopId: expect.any(Number),
      shopName: expect.any(String),
      catalogueProductId: expect.any(Number),
      name: expect.any(String),
      sku: expect.any(String),
      image: expect.any(String),
      price: expect.any(Number),
      stock: expect.any(Number),
      lowStockThreshold: expect.any(Number),
      ownLowStockThreshold: expect.any(Boolean),
      lowStock: expect.any(Boolean),
      deliveryCharge: expect.any(Number),
      delisted: expect.any(Boolean),
      status: expect.stringMatching(/^(listed|delisted)$/),
      updatedAt: expect.any(String),
    });
    const second = await list('page=2');
    const ids = new Set([...first.content, ...second.content].map((p) => p.id));
    expect(ids.size).toBe(40);
    const last = await list(`page=${first.totalPages}&limit=20`);
    expect(last.content).toHaveLength(total - (first.totalPages - 1) * 20);
  });

  it('filters by shop, by listed or delisted and by low stock', async () => {
    const [shop] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.merchantId, accounts.merchantId))
      .limit(1);
    const byShop = await list(`shopId=${shop?.id}&limit=100`);
    expect(byShop.totalElements).toBe(await countOwn(eq(shopProducts.shopId, shop!.id)));
    expect(byShop.content.every((p) => p.shopId === shop?.id)).toBe(true);

    const delisted = await list('status=delisted&limit=100');
    expect(delisted.totalElements).toBe(await countOwn(eq(shopProducts.delisted, true)));
    expect(delisted.totalElements).toBeGreaterThan(0);
    expect(delisted.content.every((p) => p.delisted && p.status === 'delisted')).toBe(true);
    const listed = await list('status=listed');
    expect(listed.totalElements + delisted.totalElements).toBe(await countOwn());

    const low = await list('lowStock=true&limit=100');
    expect(low.totalElements).toBe(
      await countOwn(lte(shopProducts.stock, shopProducts.lowStockThreshold)),
    );
    expect(low.content.some((p) => p.stock === 0)).toBe(true);
    expect(low.content.every((p) => p.lowStock && p.stock <= p.lowStockThreshold)).toBe(true);
    expect((await list('lowStock=false')).totalElements).toBe(await countOwn());

    const combined = await list(`shopId=${shop?.id}&status=listed&lowStock=true`);
    expect(combined.content.every((p) => p.shopId === shop?.id && !p.delisted && p.lowStock)).toBe(
      true,
    );
  });

  it('finds products by part of the name or the SKU, ignoring case', async () => {
    const byName = await list('search=PANJABI&limit=100');
    expect(byName.totalElements).toBeGreaterThan(0);
    expect(byName.content.every((p) => p.name.toLowerCase().includes('panjabi'))).toBe(true);

    const sample = (await list('')).content[3]!;
    const bySku = await list(`search=${sample.sku.toLowerCase()}`);
    expect(bySku.content.map((p) => p.id)).toEqual([sample.id]);

    // Wildcards typed by the merchant are plain characters.
    expect((await list('search=%25')).totalElements).toBe(0);
    expect((await list('search=_')).totalElements).toBe(0);
  });

  it('sorts by the requested field, ties broken by id', async () => {
    const byPrice = await list('orderBy=price&orderDirection=desc&limit=100');
    const prices = byPrice.content.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byStock = await list('orderBy=stock&orderDirection=asc&limit=100');
    const stocks = byStock.content.map((p) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  });

  it('refuses bad list queries', async () => {
    for (const query of [
      'status=sold',
      'lowStock=yes',
      'orderBy=merchantId',
      'orderDirection=sideways',
      'limit=101',
      'shopId=-1',
      'colour=red',
    ]) {
      const response = await get(`shop-products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('never lists another merchant’s products, even when filtering by their shop', async () => {
    const [foreign] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.merchantId, accounts.otherMerchantId))
      .limit(1);
    const theirs = await list(`shopId=${foreign?.id}`);
    expect(theirs.totalElements).toBe(0);
  });

  it('shows a product with its shop, catalogue entry, newest stock changes and rating summary', async () => {
    const [changed] = await t.db
      .select({ id: stockChanges.shopProductId })
      .from(stockChanges)
      .where(eq(stockChanges.merchantId, accounts.merchantId))
      .limit(1);
    const response = await get(`shop-products/${changed?.id}`);
    expect(response.statusCode).toBe(200);
    const body: ShopProductDetails = response.json();
    expect(body.shop).toEqual({ id: body.shopId, name: body.shopName, status: expect.any(String) });
    expect(body.catalogueProduct.id).toBe(body.catalogueProductId);
    expect(body.stockHistory.length).toBeGreaterThan(0);
    expect(body.stockHistory.length).toBeLessThanOrEqual(20);
    expect(body.stockHistory[0]).toMatchObject({
      newStock: body.stock,
      changedBy: { id: expect.any(Number), name: 'Rahim Uddin' },
    });
    for (const change of body.stockHistory) {
      expect(change.delta).toBe(change.newStock - change.previousStock);
    }
    const times = body.stockHistory.map((c) => c.changedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.ratingSummary).toMatchObject({ count: expect.any(Number) });
  });

  it('answers 404 for another merchant’s product exactly as for a missing one', async () => {
    const [foreign] = await t.db
      .select({ id: shopProducts.id })
      .from(shopProducts)
      .where(eq(shopProducts.merchantId, accounts.otherMerchantId))
      .limit(1);
    const theirs = await get(`shop-products/${foreign?.id}`);
    const missing = await get('shop-products/999999');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });
});
