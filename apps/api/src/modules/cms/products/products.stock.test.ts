import { MAX_STOCK } from '@mp/contract/cms/products';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { shopProducts, stockChanges } from './products.table';

describe('shop products: stock', () => {
  let t: TestApp;
  let accounts: Accounts;
  let productIds: number[];
  let foreignId: number;

  const patchStock = (id: number, payload: unknown, headers = accounts.as()) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cms/merchant/shop-products/${id}/stock`,
      headers,
      payload: payload as object,
    });
  const stockOf = async (id: number) => {
    const [row] = await t.db
      .select({ stock: shopProducts.stock })
      .from(shopProducts)
      .where(eq(shopProducts.id, id));
    return row?.stock;
  };
  const changesOf = async (id: number) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(stockChanges)
      .where(eq(stockChanges.shopProductId, id));
    return row?.n ?? 0;
  };
  /** Sets a known starting stock through the API. */
  const startAt = async (id: number, stock: number) => {
    expect((await patchStock(id, { stock })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
    const shop = await createShop(t.db, { merchantId: accounts.merchantId });
    productIds = [];
    for (let i = 0; i < 9; i++) productIds.push((await createShopProduct(t.db, shop)).id);
    const theirs = await createShop(t.db, { merchantId: accounts.otherMerchantId });
    foreignId = (await createShopProduct(t.db, theirs)).id;
  });
  afterAll(() => t?.close());

  it('sets the stock and records who changed it, when, from what and why', async () => {
    const id = productIds[0]!;
    const before = (await stockOf(id))!;
    const target = before + 7;
    const response = await patchStock(id, { stock: target, reason: 'Restocked' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, stock: target, lowStock: false });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cms/merchant/shop-products/${id}`,
      headers: accounts.as(),
    });
    expect(details.json().stockHistory[0]).toMatchObject({
      previousStock: before,
      newStock: target,
      delta: 7,
      reason: 'Restocked',
      changedBy: { name: 'Rahim Uddin' },
    });
    expect(Date.now() - Date.parse(details.json().stockHistory[0].changedAt)).toBeLessThan(60_000);
  });

  it('writes no history entry when the stock is set to what it already is', async () => {
    const id = productIds[1]!;
    const before = (await stockOf(id))!;
    const changes = await changesOf(id);
    expect((await patchStock(id, { stock: before })).statusCode).toBe(200);
    expect(await changesOf(id)).toBe(changes);
  });

  it('applies a stock that states the expected current stock, and refuses a stale one with 409', async () => {
    const id = productIds[2]!;
    await startAt(id, 40);
    const fresh = await patchStock(id, { stock: 35, expectedStock: 40 });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().stock).toBe(35);

    const changes = await changesOf(id);
    const stale = await patchStock(id, { stock: 30, expectedStock: 40 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('STOCK_CHANGED');
    expect(stale.json().message).toContain('35');
    expect(await stockOf(id)).toBe(35);
    expect(await changesOf(id)).toBe(changes);
  });

  it('changes the stock by a delta, and refuses one that would go below zero with 409', async () => {
    const id = productIds[3]!;
    await startAt(id, 3);
    const sold = await patchStock(id, { delta: -2 });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ stock: 1, lowStock: true });
    const changes = await changesOf(id);
    const tooMany = await patchStock(id, { delta: -2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('1');
    expect(await stockOf(id)).toBe(1);
    expect(await changesOf(id)).toBe(changes);
    expect((await patchStock(id, { delta: 10 })).json().stock).toBe(11);
  });

  it('refuses a delta whose result would pass MAX_STOCK with 409, so repeated deltas never overflow', async () => {
    const id = productIds[8]!;
    await startAt(id, MAX_STOCK - 5);
    const changes = await changesOf(id);
    const over = await patchStock(id, { delta: 6 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ errorCode: 'STOCK_OUT_OF_RANGE' });
    expect(over.json().message).toContain(String(MAX_STOCK));
    expect(await stockOf(id)).toBe(MAX_STOCK - 5);
    expect(await changesOf(id)).toBe(changes);
    expect((await patchStock(id, { delta: 5 })).json().stock).toBe(MAX_STOCK);
    for (let call = 0; call < 3; call++) {
      expect((await patchStock(id, { delta: MAX_STOCK })).statusCode).toBe(409);
    }
    expect(await stockOf(id)).toBe(MAX_STOCK);
  });

  it('refuses negative, fractional or malformed stock changes and unknown fields, changing nothing', async () => {
    const id = productIds[4]!;
    const before = await stockOf(id);
    const changes = await changesOf(id);
    for (const payload of [
      { stock: -1 },
      { stock: 1.5 },
      { stock: '5' },
      { stock: 1_000_001 },
      { delta: 0.5 },
      { delta: 0 },
      {},
      { stock: 5, delta: -1 },
      { delta: -1, expectedStock: 3 },
      { stock: 5, expectedStock: -1 },
      { stock: 5, merchantId: accounts.otherMerchantId },
      { stock: 5, reason: 'x'.repeat(201) },
    ]) {
      const response = await patchStock(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await stockOf(id)).toBe(before);
    expect(await changesOf(id)).toBe(changes);
  });

  it('answers 404 for another merchant’s product and leaves it untouched', async () => {
    const before = await stockOf(foreignId);
    const changes = await changesOf(foreignId);
    for (const payload of [{ stock: 999 }, { delta: -1 }, { stock: 1, expectedStock: before }]) {
      const response = await patchStock(foreignId, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    // The same user's other merchant cannot change it through its own header either.
    const sibling = await patchStock(
      productIds[0]!,
      { stock: 1 },
      accounts.as(accounts.ownerMerchantIds[1]),
    );
    expect(sibling.statusCode).toBe(404);
    expect(await stockOf(foreignId)).toBe(before);
    expect(await changesOf(foreignId)).toBe(changes);
  });

  it('ends at exactly the expected stock after 100 concurrent decrements of 1', async () => {
    const id = productIds[5]!;
    await startAt(id, 150);
    const changes = await changesOf(id);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => patchStock(id, { delta: -1 })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    expect(await stockOf(id)).toBe(50);
    expect(await changesOf(id)).toBe(changes + 100);
    // No two decrements saw the same stock: each one's "previous" is a distinct value.
    const recorded = await t.db
      .select({ previous: stockChanges.previousStock, delta: stockChanges.delta })
      .from(stockChanges)
      .where(and(eq(stockChanges.shopProductId, id), eq(stockChanges.delta, -1)));
    expect(new Set(recorded.map((r) => r.previous)).size).toBe(100);
  });

  it('sells the last items exactly once when more buyers than items arrive at once', async () => {
    const id = productIds[6]!;
    await startAt(id, 10);
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => patchStock(id, { delta: -1 })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(await stockOf(id)).toBe(0);
  });

  it('lets exactly one of several concurrent updates with the same expected stock win', async () => {
    const id = productIds[7]!;
    await startAt(id, 20);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => patchStock(id, { stock: 21 + i, expectedStock: 20 })),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await stockOf(id)).toBe(winners[0]!.json().stock);
  });
});
