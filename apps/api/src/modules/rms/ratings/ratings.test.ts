import type { Rating, RatingPage } from '@mp/contract/rms/ratings';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createRatings } from '../../../../test/factories/ratings.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { ratings } from './ratings.table';

/** The spec's ratings fetch. */
const SPEC_QUERY = 'page=1&limit=100&orderBy=ratedAt&orderDirection=desc';

const isNewestFirst = (content: Rating[]) =>
  content.every((r, i) => i === 0 || content[i - 1]!.ratedAt >= r.ratedAt);

describe('ratings', () => {
  let t: TestApp;
  let accounts: Accounts;
  let shopId: number;
  let ratedProductId: number;
  let unratedProductId: number;
  let foreignShopId: number;
  let foreignProductId: number;
  const get = (url: string, headers = accounts.as()) =>
    t.app.inject({ method: 'GET', url: `/api/v1/rms/${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
    const { merchantId } = accounts;
    const shop = await createShop(t.db, { merchantId });
    shopId = shop.id;
    const day = 86_400_000;
    // Three ratings a day, so that equal times must still page in a stable order.
    await createRatings(t.db, { merchantId, shopId }, 130, (index) => ({
      ratedAt: new Date(Date.now() - Math.floor(index / 3) * day),
      review: index % 4 === 0 ? 'Quick delivery, well packed.' : null,
    }));
    ratedProductId = (await createShopProduct(t.db, shop)).id;
    await createRatings(t.db, { merchantId, shopId, shopProductId: ratedProductId }, 12);
    unratedProductId = (await createShopProduct(t.db, shop)).id;
    foreignShopId = (await createShop(t.db, { merchantId: accounts.otherMerchantId })).id;
    foreignProductId = (
      await createShopProduct(t.db, { id: foreignShopId, merchantId: accounts.otherMerchantId })
    ).id;
  });
  afterAll(() => t?.close());

  it('gives a shop’s ratings newest first with the spec’s page 1 and limit 100, plus a summary', async () => {
    const response = await get(`shop/${shopId}/ratings?${SPEC_QUERY}`);
    expect(response.statusCode).toBe(200);
    const body: RatingPage = response.json();
    expect(body.totalElements).toBeGreaterThan(100);
    expect(body).toMatchObject({ page: 1, limit: 100, totalPages: 2 });
    expect(body.content).toHaveLength(100);
    expect(isNewestFirst(body.content)).toBe(true);
    expect(body.content.some((r) => r.review)).toBe(true);

    const { summary } = body;
    expect(summary.count).toBe(body.totalElements);
    expect(Object.values(summary.countsByStar).reduce((a, b) => a + b, 0)).toBe(summary.count);
    const weighted = Object.entries(summary.countsByStar).reduce(
      (sum, [star, n]) => sum + Number(star) * n,
      0,
    );
    expect(summary.average).toBeCloseTo(weighted / summary.count, 2);
  });

  it('pages through the rest without repeating a rating', async () => {
    const first: RatingPage = (await get(`shop/${shopId}/ratings?${SPEC_QUERY}`)).json();
    const second: RatingPage = (
      await get(`shop/${shopId}/ratings?page=2&limit=100&orderBy=ratedAt&orderDirection=desc`)
    ).json();
    expect(second.content).toHaveLength(first.totalElements - 100);
    expect(isNewestFirst([...first.content, ...second.content])).toBe(true);
    const ids = new Set([...first.content, ...second.content].map((r) => r.id));
    expect(ids.size).toBe(first.totalElements);
  });

  it('uses ratedAt descending by default and can order by rating', async () => {
    const byDefault: RatingPage = (await get(`shop/${shopId}/ratings`)).json();
    expect(byDefault.limit).toBe(20);
    expect(isNewestFirst(byDefault.content)).toBe(true);
    const lowest: RatingPage = (
      await get(`shop/${shopId}/ratings?orderBy=rating&orderDirection=asc&limit=100`)
    ).json();
    const stars = lowest.content.map((r) => r.rating);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
  });

  it('gives one product’s ratings only, and an empty summary for an unrated product', async () => {
    const body: RatingPage = (await get(`product/${ratedProductId}/ratings?${SPEC_QUERY}`)).json();
    const [own] = await t.db
      .select({ n: count() })
      .from(ratings)
      .where(eq(ratings.shopProductId, ratedProductId));
    expect(body.totalElements).toBe(own?.n);
    expect(body.summary.count).toBe(own?.n);
    expect(isNewestFirst(body.content)).toBe(true);

    const empty = await get(`product/${unratedProductId}/ratings?${SPEC_QUERY}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      content: [],
      page: 1,
      limit: 100,
      totalElements: 0,
      totalPages: 0,
      summary: { average: null, count: 0, countsByStar: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });

  it('answers 404 for another merchant’s shop or product, like a missing one', async () => {
    const missing = await get(`shop/999999/ratings?${SPEC_QUERY}`);
    const theirShop = await get(`shop/${foreignShopId}/ratings?${SPEC_QUERY}`);
    const theirProduct = await get(`product/${foreignProductId}/ratings?${SPEC_QUERY}`);
    expect(theirShop.statusCode).toBe(404);
    expect(theirShop.json()).toEqual(missing.json());
    expect(theirProduct.statusCode).toBe(404);
    // The same user's other merchant does not see this merchant's shop either.
    const sibling = await get(`shop/${shopId}/ratings`, accounts.as(accounts.ownerMerchantIds[1]));
    expect(sibling.statusCode).toBe(404);
  });

  it('refuses bad queries', async () => {
    for (const query of [
      'limit=101',
      'page=0',
      'orderBy=customerName',
      'orderDirection=up',
      'stars=5',
    ]) {
      const response = await get(`shop/${shopId}/ratings?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect((await get('shop/abc/ratings')).statusCode).toBe(400);
  });
});
