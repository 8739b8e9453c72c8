import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/harness';

describe('saved views', () => {
  let t: TestApp;
  let accounts: Accounts;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
    merchantId?: number,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/ums/saved-views${url}`,
      headers: accounts.as(merchantId),
      ...(payload ? { payload } : {}),
    });
  const names = async (merchantId?: number) =>
    ((await call('GET', '', undefined, merchantId)).json().content as { name: string }[]).map(
      (view) => view.name,
    );

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
  });
  afterAll(() => t?.close());

  it('saves filtered lists under names, in order, renamed, reordered and deleted, per merchant account', async () => {
    const save = (list: string, name: string, path: string) =>
      call('POST', '', { list, name, path });
    const unpaid = await save(
      'orders',
      'Unpaid COD',
      '/merchant/orders/all?orderTypes=COD&deliveryChargePaymentStatus=unpaid',
    );
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json()).toMatchObject({ list: 'orders', name: 'Unpaid COD' });
    expect(
      (await save('products', 'Low stock', '/merchant/product/?lowStock=true')).statusCode,
    ).toBe(200);
    expect((await save('issues', 'Open', '/merchant/issues?status=open')).statusCode).toBe(200);
    expect(await names()).toEqual(['Unpaid COD', 'Low stock', 'Open']);

    // A name is used once per list; another list may reuse it.
    const twice = await save('orders', 'Unpaid COD', '/merchant/orders/placed');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('CONFLICT');
    expect((await save('issues', 'Unpaid COD', '/merchant/issues')).statusCode).toBe(200);

    // Only the list's own page of the panel: no other path, no other site.
    for (const [list, path] of [
      ['orders', 'https://evil.example/merchant/orders/all'],
      ['orders', '/merchant/product/'],
      ['products', '/merchant/orders/all'],
      ['issues', '//evil.example/merchant/issues'],
      ['orders', '/merchant/orders/all#x'],
    ]) {
      const refused = await save(list!, `Bad ${path}`, path!);
      expect(refused.statusCode, path).toBe(400);
    }

    const views = (await call('GET', '')).json().content as { id: number; name: string }[];
    const [first, second, third, fourth] = views.map((view) => view.id);
    expect((await call('PATCH', `/${second}`, { name: 'Running low' })).json()).toMatchObject({
      name: 'Running low',
    });
    expect((await call('PATCH', `/${second}`, { name: 'Running low' })).statusCode).toBe(200);
    const reordered = await call('PUT', '/order', { ids: [fourth, third, second, first] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await names()).toEqual(['Unpaid COD', 'Open', 'Running low', 'Unpaid COD']);
    expect((await call('PUT', '/order', { ids: [first, second] })).statusCode).toBe(400);

    expect((await call('DELETE', `/${fourth}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/${fourth}`)).statusCode).toBe(404);
    expect(await names()).toEqual(['Open', 'Running low', 'Unpaid COD']);

    // The owner's other merchant account has views of its own.
    expect(await names(accounts.ownerMerchantIds[1])).toEqual([]);
  });
});
