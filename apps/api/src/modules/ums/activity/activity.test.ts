import { dhakaDay } from '@mp/contract/dhaka-time';
import type { ActivityEntry } from '@mp/contract/ums/activity';
import type { TokenPair } from '@mp/contract/ums/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadExport,
  parseCsv,
  waitForExport,
} from '../../../../test/factories/exports.testing';
import { addMember, createMerchant } from '../../../../test/factories/merchants.testing';
import { createOrders, ordersInStages, post } from '../../../../test/factories/orders.testing';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createUser, type TestUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

describe('the activity log: who did what', () => {
  let t: TestApp;
  let ownerUser: TestUser;
  let managerUser: TestUser;
  let owner: TokenPair;
  let manager: TokenPair;
  let merchantId: number;
  let otherMerchantId: number;
  let otherOwner: TokenPair;

  beforeAll(async () => {
    t = await createTestApp();
    ownerUser = await createUser(t.db, { name: 'Rahim Uddin' });
    managerUser = await createUser(t.db, { name: 'Karim Manager' });
    const otherUser = await createUser(t.db, { name: 'Other Owner' });
    merchantId = (await createMerchant(t.db, { ownerUserId: ownerUser.id })).id;
    otherMerchantId = (await createMerchant(t.db, { ownerUserId: otherUser.id })).id;
    await addMember(t.db, { merchantId, userId: managerUser.id, role: 'manager' });
    owner = await t.login(ownerUser.phone, ownerUser.password);
    manager = await t.login(managerUser.phone, managerUser.password);
    otherOwner = await t.login(otherUser.phone, otherUser.password);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    tokens: TokenPair,
    payload?: object,
    inMerchant = merchantId,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: t.auth(tokens, inMerchant),
      ...(payload ? { payload } : {}),
    });
  const log = async (query = '', tokens = owner, inMerchant = merchantId) => {
    const response = await call('GET', `/ums/activity${query}`, tokens, undefined, inMerchant);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().content as ActivityEntry[];
  };

  it('records an order action with the person, one entry for a bulk act, none for a refusal', async () => {
    const [one, ...three] = await createOrders(t.db, merchantId, ordersInStages(['placed'], 4));
    expect((await post(t, manager, merchantId, `${one!.id}/confirm`, {})).statusCode).toBe(200);
    const bulk = await post(t, owner, merchantId, 'shop-order/confirm/bulk', {
      orderIds: [...three.map((order) => order.id), one!.id],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    // Already confirmed: refused, so nothing new is logged for it.
    expect((await post(t, owner, merchantId, `${one!.id}/confirm`, {})).statusCode).toBe(409);

    const [bulkEntry, single] = await log('?area=orders');
    expect(single).toMatchObject({
      kind: 'orders.confirm',
      actor: { userId: managerUser.id, name: 'Karim Manager' },
      subjectId: one!.id,
      count: 1,
      details: { orderNumbers: [one!.orderNumber] },
    });
    expect(bulkEntry).toMatchObject({
      kind: 'orders.confirm',
      actor: { userId: ownerUser.id, name: 'Rahim Uddin' },
      subjectId: null,
      count: 3,
      details: { orderNumbers: three.map((order) => order.orderNumber) },
    });
  });

  it('records stock and delivery-charge changes with their values; a refused change leaves none', async () => {
    const shop = await createShop(t.db, { merchantId });
    const product = await createShopProduct(t.db, shop, { stock: 20, name: 'Blue Shirt' });
    const base = `/cms/merchant/shop-products/${product.id}`;
    expect((await call('PATCH', `${base}/stock`, manager, { stock: 7 })).statusCode).toBe(200);
    expect((await call('PATCH', base, manager, { deliveryCharge: 80 })).statusCode).toBe(200);
    const tooFew = await call('PATCH', `${base}/stock`, manager, { delta: -100 });
    expect(tooFew.statusCode).toBe(409);

    const [charge, stock, ...rest] = await log(`?area=products&userId=${managerUser.id}`);
    expect(rest).toEqual([]);
    expect(stock).toMatchObject({
      kind: 'products.stock',
      subjectId: product.id,
      details: { product: 'Blue Shirt', sku: product.sku, from: 20, to: 7 },
    });
    expect(charge).toMatchObject({
      kind: 'products.delivery_charge',
      details: { product: 'Blue Shirt', to: 80 },
    });
  });

  it('names who set the payout account, and its channel only', async () => {
    const account = '01812345678';
    const response = await call(
      'PATCH',
      `/cms/merchant/merchants/${merchantId}/update-payment-preference`,
      owner,
      { codPaymentPreference: { method: 'bkash', accountNumber: account, accountName: 'Rahim' } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await log('?area=billing');
    expect(entry).toMatchObject({
      kind: 'billing.preference',
      actor: { userId: ownerUser.id },
      details: { channel: 'bkash' },
    });
    expect(JSON.stringify(entry)).not.toContain(account);
  });

  it('filters by person, area and Dhaka days, and never shows another merchant', async () => {
    const mine = await log(`?userId=${managerUser.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor.userId === managerUser.id)).toBe(true);
    const today = dhakaDay(new Date());
    expect((await log(`?from=${today}&to=${today}`)).length).toBe((await log()).length);
    expect(await log('?from=2099-01-01')).toEqual([]);
    expect(await log('', otherOwner, otherMerchantId)).toEqual([]);
    const backwards = await call('GET', '/ums/activity?from=2026-02-01&to=2026-01-01', owner);
    expect(backwards.statusCode).toBe(400);
  });

  it('refuses a role without the activity permission', async () => {
    const packerUser = await createUser(t.db);
    await addMember(t.db, { merchantId, userId: packerUser.id, role: 'packer' });
    const packer = await t.login(packerUser.phone, packerUser.password);
    const refused = await call('GET', '/ums/activity', packer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('FORBIDDEN');
  });

  it('keeps a removed person in the person filter, with the removal logged', async () => {
    const leaverUser = await createUser(t.db, { name: 'Leaving Packer' });
    await addMember(t.db, { merchantId, userId: leaverUser.id, role: 'packer' });
    const removed = await call('DELETE', `/ums/members/${leaverUser.id}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    const [entry] = await log('?area=staff');
    expect(entry).toMatchObject({
      kind: 'staff.remove',
      subjectId: leaverUser.id,
      details: { person: 'Leaving Packer' },
    });
    const people = (await call('GET', '/ums/activity/people', owner)).json().people;
    expect(people).toEqual(
      expect.arrayContaining([
        { userId: ownerUser.id, name: 'Rahim Uddin' },
        { userId: managerUser.id, name: 'Karim Manager' },
        { userId: leaverUser.id, name: 'Leaving Packer' },
      ]),
    );
  });

  it('exports the filtered log as a file in English words', async () => {
    const headers = t.auth(owner, merchantId);
    const started = await call('POST', '/ums/activity/export/csv', owner, {
      userId: managerUser.id,
      area: 'orders',
    });
    expect(started.statusCode, started.body).toBe(202);
    const entry = await waitForExport(t, headers, started.json().id);
    expect(entry).toMatchObject({ status: 'done', rowCount: 1 });
    const { file } = await downloadExport(t, headers, entry.resourcePath!);
    const [header, row] = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Time',
      'Person',
      'Activity',
      'Count',
      'Orders',
      'Subject',
      'From',
      'To',
      'Note',
    ]);
    expect(row).toEqual(expect.arrayContaining(['Karim Manager', 'Confirmed orders', '1']));
    // Starting the export is itself logged, under exports.
    const [exported] = await log('?area=exports');
    expect(exported).toMatchObject({
      kind: 'exports.start',
      subjectId: started.json().id,
      details: { exportKind: 'activity', format: 'csv' },
    });
  });
});
