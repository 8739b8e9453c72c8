import { dhakaDay } from '@mp/contract/dhaka-time';
import type { TokenPair } from '@mp/contract/ums/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  createOrder,
  createOrders,
  ordersInStages,
  type TestOrder,
} from '../../../../test/factories/orders.testing';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

describe('B2B purchase orders', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let b2b: TestOrder[];
  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/oms/purchase-orders/merchant?${query}`,
      headers: t.auth(owner, merchantId),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      content: { id: number; poNumber: string; shop: { id: number } }[];
      totalElements: number;
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    let otherMerchantId: number;
    ({ owner, merchantId, otherMerchantId } = await createAccounts(t));
    for (const name of ['Agrabad Branch', 'Gadget Corner']) {
      const shop = await createShop(t.db, { merchantId, name });
      await createShopProduct(t.db, shop);
      await createShopProduct(t.db, shop);
    }
    const day = 86_400_000;
    // B2B orders placed over three weeks, among COD orders and another merchant's B2B order.
    b2b = await createOrders(
      t.db,
      merchantId,
      [1, 2, 2, 4, 7, 11, 15, 20].map((daysAgo) => ({
        orderType: 'B2B' as const,
        fields: { createdAt: new Date(Date.now() - daysAgo * day) },
      })),
    );
    await createOrders(
      t.db,
      merchantId,
      ordersInStages(['placed', 'confirmed'], 2, { orderType: 'COD' }),
    );
    await createOrder(t.db, otherMerchantId, { orderType: 'B2B' });
  });
  afterAll(() => t?.close());

  it('lists only the merchant’s B2B orders, newest first, in the page envelope', async () => {
    const page = await list('limit=100');
    expect(page.totalElements).toBe(b2b.length);
    const newest = [...b2b].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
    expect(page.content.map((p) => p.id)).toEqual(newest.slice(0, 100).map((o) => o.id));
    expect(page.content[0]?.poNumber).toBe(newest[0]?.orderNumber);
  });

  it('filters by placing days (Asia/Dhaka, both ends included) and by shops, comma-separated or repeated', async () => {
    const days = [...new Set(b2b.map((o) => dhakaDay(o.createdAt)))].sort();
    const start = days[Math.floor(days.length / 3)]!;
    const end = days[Math.floor((days.length * 2) / 3)]!;
    const inRange = b2b.filter((o) => {
      const day = dhakaDay(o.createdAt);
      return day >= start && day <= end;
    });
    const ranged = await list(`orderCreatedAtStart=${start}&orderCreatedAtEnd=${end}&limit=100`);
    expect(ranged.totalElements).toBe(inRange.length);

    const shopIds = [...new Set(b2b.map((o) => o.shopId))].slice(0, 2);
    const expected = b2b.filter((o) => shopIds.includes(o.shopId)).length;
    const comma = await list(`shopIds=${shopIds.join(',')}&limit=100`);
    const repeated = await list(`${shopIds.map((id) => `shopIds=${id}`).join('&')}&limit=100`);
    expect(comma.totalElements).toBe(expected);
    expect(repeated.totalElements).toBe(expected);
    const one = await list(`shopIds=${shopIds[0]}&limit=100`);
    expect(one.content.every((p) => p.shop.id === shopIds[0])).toBe(true);
  });

  it('refuses a bad date and a reversed range', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/oms/purchase-orders/merchant?orderCreatedAtStart=20-11-2026',
      headers: t.auth(owner, merchantId),
    });
    expect(bad.statusCode).toBe(400);
    const impossible = await t.app.inject({
      method: 'GET',
      url: '/api/v1/oms/purchase-orders/merchant?orderCreatedAtEnd=2026-13-45',
      headers: t.auth(owner, merchantId),
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errorCode).toBe('VALIDATION_ERROR');
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/oms/purchase-orders/merchant?orderCreatedAtStart=2026-02-01&orderCreatedAtEnd=2026-01-01',
      headers: t.auth(owner, merchantId),
    });
    expect(reversed.statusCode).toBe(400);
  });
});
