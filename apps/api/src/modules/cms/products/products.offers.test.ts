import type { PublicOffer } from '@mp/contract/cms/products';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import {
  createCatalogueProduct,
  createShopProduct,
} from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { shops } from '../shops/shops.table';
import { shopProducts } from './products.table';

describe('shop products: delivery charge, delisting and public offers', () => {
  let t: TestApp;
  let accounts: Accounts;
  let productId: number;
  let foreignId: number;
  let catalogueId: number;

  const patch = (path: string, payload: unknown, headers = accounts.as()) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cms/merchant/shop-products/${path}`,
      headers,
      payload: payload as object,
    });
  const rowOf = async (id: number) => {
    const [row] = await t.db
      .select({ deliveryCharge: shopProducts.deliveryCharge, delisted: shopProducts.delisted })
      .from(shopProducts)
      .where(eq(shopProducts.id, id));
    return row;
  };
  const offers = (catalogueProductId: number, query = '', headers = t.auth(accounts.owner)) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/cms/public/products/${catalogueProductId}/shop-products?${query}`,
      headers,
    });

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
    const mine = await createShop(t.db, { merchantId: accounts.merchantId });
    productId = (await createShopProduct(t.db, mine)).id;
    const theirs = await createShop(t.db, { merchantId: accounts.otherMerchantId });
    foreignId = (await createShopProduct(t.db, theirs)).id;

    // A catalogue product that shops of two merchants sell, an inactive shop and a delisted
    // offer among them.
    catalogueId = (await createCatalogueProduct(t.db, { name: 'Cotton Panjabi M' })).id;
    const myOtherShop = await createShop(t.db, { merchantId: accounts.merchantId });
    const closedShop = await createShop(t.db, {
      merchantId: accounts.merchantId,
      status: 'inactive',
    });
    const offer = (price: number, fields: { delisted?: boolean } = {}) => ({
      catalogueProductId: catalogueId,
      price,
      ...fields,
    });
    await createShopProduct(t.db, mine, offer(900));
    await createShopProduct(t.db, theirs, offer(750));
    await createShopProduct(t.db, myOtherShop, offer(1200));
    await createShopProduct(t.db, myOtherShop, offer(650, { delisted: true }));
    await createShopProduct(t.db, closedShop, offer(500));
  });
  afterAll(() => t?.close());

  it('updates the delivery charge in BDT with up to two decimals', async () => {
    const response = await patch(`${productId}`, { deliveryCharge: 75.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: productId, deliveryCharge: 75.5 });
    expect((await rowOf(productId))?.deliveryCharge).toBe(75.5);
    expect((await patch(`${productId}`, { deliveryCharge: 0 })).json().deliveryCharge).toBe(0);
  });

  it('refuses a negative, over-precise, too large or malformed charge and unknown fields', async () => {
    const before = await rowOf(productId);
    for (const payload of [
      { deliveryCharge: -1 },
      { deliveryCharge: 10.555 },
      { deliveryCharge: 10_000.01 },
      { deliveryCharge: '60' },
      { deliveryCharge: null },
      {},
      { deliveryCharge: 60, price: 1 },
      { deliveryCharge: 60, delisted: true },
    ]) {
      const response = await patch(`${productId}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await rowOf(productId)).toEqual(before);
  });

  it('delists a product that stays visible to its merchant, and relists it', async () => {
    const delisted = await patch(`${productId}/delist`, { delisted: true });
    expect(delisted.statusCode).toBe(200);
    expect(delisted.json()).toMatchObject({ delisted: true, status: 'delisted' });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cms/merchant/shop-products/${productId}`,
      headers: accounts.as(),
    });
    expect(details.statusCode).toBe(200);
    const inList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/shop-products?status=delisted&limit=100',
      headers: accounts.as(),
    });
    expect(inList.json().content.map((p: { id: number }) => p.id)).toContain(productId);

    const relisted = await patch(`${productId}/delist`, { delisted: false });
    expect(relisted.json()).toMatchObject({ delisted: false, status: 'listed' });
    expect((await rowOf(productId))?.delisted).toBe(false);
    for (const payload of [{}, { delisted: 'yes' }, { delisted: true, reason: 'x' }]) {
      expect((await patch(`${productId}/delist`, payload)).statusCode).toBe(400);
    }
  });

  it('answers 404 for another merchant’s product and changes nothing', async () => {
    const before = await rowOf(foreignId);
    const charge = await patch(`${foreignId}`, { deliveryCharge: 1 });
    const delist = await patch(`${foreignId}/delist`, { delisted: !before?.delisted });
    expect(charge.statusCode).toBe(404);
    expect(delist.statusCode).toBe(404);
    expect(charge.json()).toEqual((await patch('999999', { deliveryCharge: 1 })).json());
    expect(await rowOf(foreignId)).toEqual(before);
  });

  describe('public offers of a catalogue product', () => {
    it('lists listed offers of active shops of every merchant, cheapest first, public facts only', async () => {
      const response = await offers(catalogueId, 'limit=100');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const expected = await t.db
        .select({ id: shopProducts.id, merchantId: shopProducts.merchantId })
        .from(shopProducts)
        .innerJoin(shops, eq(shops.id, shopProducts.shopId))
        .where(
          and(
            eq(shopProducts.catalogueProductId, catalogueId),
            eq(shopProducts.delisted, false),
            eq(shops.status, 'active'),
          ),
        );
      expect(new Set(expected.map((e) => e.merchantId)).size).toBeGreaterThan(1);
      expect(body.totalElements).toBe(expected.length);
      expect(body.content.map((o: PublicOffer) => o.shopProductId).sort()).toEqual(
        expected.map((e) => e.id).sort(),
      );
      for (const offer of body.content) {
        expect(Object.keys(offer).sort()).toEqual(
          ['deliveryCharge', 'inStock', 'price', 'shopId', 'shopName', 'shopProductId'].sort(),
        );
      }
      const prices = body.content.map((o: PublicOffer) => o.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('hides a delisted offer until it is relisted, and shows stock only as in stock or not', async () => {
      const [offer] = await t.db
        .select({ id: shopProducts.id, merchantId: shopProducts.merchantId })
        .from(shopProducts)
        .innerJoin(shops, eq(shops.id, shopProducts.shopId))
        .where(
          and(
            eq(shopProducts.catalogueProductId, catalogueId),
            eq(shopProducts.delisted, false),
            eq(shops.status, 'active'),
          ),
        )
        .limit(1);
      const ownerHeaders = accounts.ownerMerchantIds.includes(offer!.merchantId)
        ? t.auth(accounts.owner, offer!.merchantId)
        : t.auth(accounts.other, offer!.merchantId);
      const ids = async () =>
        (await offers(catalogueId, 'limit=100'))
          .json()
          .content.map((o: PublicOffer) => o.shopProductId);

      await patch(`${offer!.id}/stock`, { stock: 0 }, ownerHeaders);
      const soldOut = (await offers(catalogueId, 'limit=100'))
        .json()
        .content.find((o: PublicOffer) => o.shopProductId === offer!.id);
      expect(soldOut.inStock).toBe(false);

      expect(
        (await patch(`${offer!.id}/delist`, { delisted: true }, ownerHeaders)).statusCode,
      ).toBe(200);
      expect(await ids()).not.toContain(offer!.id);
      await patch(`${offer!.id}/delist`, { delisted: false }, ownerHeaders);
      expect(await ids()).toContain(offer!.id);
    });

    it('never shows offers of an inactive shop', async () => {
      const hidden = await t.db
        .select({ id: shopProducts.id, catalogueId: shopProducts.catalogueProductId })
        .from(shopProducts)
        .innerJoin(shops, eq(shops.id, shopProducts.shopId))
        .where(and(ne(shops.status, 'active'), eq(shopProducts.delisted, false)))
        .limit(1);
      expect(hidden).toHaveLength(1);
      const listed = (await offers(hidden[0]!.catalogueId, 'limit=100')).json().content;
      expect(listed.map((o: PublicOffer) => o.shopProductId)).not.toContain(hidden[0]!.id);
    });

    it('pages on the server, needs a token but no merchant, and 404s an unknown product', async () => {
      const first = (await offers(catalogueId, 'page=1&limit=1')).json();
      const second = (await offers(catalogueId, 'page=2&limit=1')).json();
      expect(first.content).toHaveLength(1);
      expect(first.totalPages).toBe(first.totalElements);
      expect(second.content[0].shopProductId).not.toBe(first.content[0].shopProductId);

      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/v1/cms/public/products/${catalogueId}/shop-products`,
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await offers(catalogueId, '', t.auth(accounts.other))).statusCode).toBe(200);
      expect((await offers(999_999)).statusCode).toBe(404);
      expect((await offers(catalogueId, 'limit=101')).statusCode).toBe(400);
      expect((await offers(catalogueId, 'shopId=1')).statusCode).toBe(400);
    });
  });
});
