import type { Shop } from '@mp/contract/cms/shops';
import { and, avg, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createRatings } from '../../../../test/factories/ratings.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { ratings } from '../../rms/ratings/ratings.table';
import { shopProducts } from '../products/products.table';
import { shops } from './shops.table';

describe('shops', () => {
  let t: TestApp;
  let accounts: Accounts;
  const get = (url: string, headers = accounts.as()) =>
    t.app.inject({ method: 'GET', url: `/api/v1/cms/merchant/${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
    const { merchantId, otherMerchantId } = accounts;
    for (const status of ['active', 'inactive', 'active'] as const) {
      const address = { address: 'House 12, Road 5', city: 'Dhaka' };
      const shop = await createShop(t.db, { merchantId, status, ...address });
      await createShopProduct(t.db, shop);
      await createShopProduct(t.db, shop);
      await createShopProduct(t.db, shop, { delisted: true });
      await createRatings(t.db, { merchantId, shopId: shop.id }, 4);
    }
    await createShop(t.db, { merchantId: otherMerchantId });
  });
  afterAll(() => t?.close());

  it('lists the merchant’s own shops with status, address, product counts and seller rating', async () => {
    const response = await get('shops');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 20, totalElements: 3, totalPages: 1 });
    const owned = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.merchantId, accounts.merchantId));
    expect(body.content.map((s: Shop) => s.id)).toEqual(owned.map((s) => s.id));
    expect(body.content.map((s: Shop) => s.status)).toContain('inactive');

    for (const shop of body.content as Shop[]) {
      const [products] = await t.db
        .select({ all: count() })
        .from(shopProducts)
        .where(eq(shopProducts.shopId, shop.id));
      const [listed] = await t.db
        .select({ value: count() })
        .from(shopProducts)
        .where(and(eq(shopProducts.shopId, shop.id), eq(shopProducts.delisted, false)));
      const [rated] = await t.db
        .select({ count: count(), average: avg(ratings.rating) })
        .from(ratings)
        .where(and(eq(ratings.shopId, shop.id), isNull(ratings.shopProductId)));
      expect(shop).toMatchObject({
        address: expect.any(String),
        city: expect.any(String),
        productCount: products?.all,
        listedProductCount: listed?.value,
        ratingCount: rated?.count,
      });
      expect(shop.listedProductCount).toBeLessThan(shop.productCount);
      expect(shop.averageRating).toBeCloseTo(Number(rated?.average), 2);
    }
  });

  it('filters by status and paginates on the server', async () => {
    const inactive = (await get('shops?status=inactive')).json();
    expect(inactive.totalElements).toBe(1);
    expect(inactive.content[0].status).toBe('inactive');

    const first = (await get('shops?page=1&limit=2')).json();
    const second = (await get('shops?page=2&limit=2')).json();
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(first.content).toHaveLength(2);
    expect(second.content).toHaveLength(1);
    expect(second.content[0].id).not.toBe(first.content[1].id);
  });

  it('refuses bad list queries', async () => {
    for (const query of ['status=closed', 'limit=101', 'page=0', 'colour=red']) {
      const response = await get(`shops?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('shows one shop of the merchant', async () => {
    const list = (await get('shops')).json();
    const response = await get(`shops/${list.content[1].id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(list.content[1]);
  });

  it('answers 404 for another merchant’s shop exactly as for a missing one', async () => {
    const [foreign] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.merchantId, accounts.otherMerchantId));
    const theirs = await get(`shops/${foreign?.id}`);
    const missing = await get('shops/999999');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());

    // The header scopes: the same user's other merchant does not see this merchant's shop.
    const own = (await get('shops')).json().content[0].id;
    const sibling = await get(`shops/${own}`, accounts.as(accounts.ownerMerchantIds[1]));
    expect(sibling.statusCode).toBe(404);
  });

  it('needs the merchant header of a merchant the user owns', async () => {
    expect((await get('shops', t.auth(accounts.owner))).statusCode).toBe(400);
    expect((await get('shops', accounts.as(accounts.otherMerchantId))).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/cms/merchant/shops' });
    expect(anonymous.statusCode).toBe(401);
  });
});
