import { PAY_AMOUNT_MESSAGE } from '@mp/contract/bms/transactions';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { BMS } from '../billing.testing';
import { paymentTransactions } from './transactions.table';

describe('starting an online payment', () => {
  let t: TestApp;
  let s: Accounts;
  const init = (payload: unknown, opts: { userId?: number; merchantId?: number } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${BMS}/transactions/${opts.userId ?? s.ownerUserId}/init`,
      headers: t.auth(s.owner, opts.merchantId ?? s.merchantId),
      payload: payload as object,
    });
  const attempts = async () =>
    (await t.db.select({ n: count() }).from(paymentTransactions))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    s = await createAccounts(t);
  });
  afterAll(() => t?.close());

  it.each([
    ['99', 99],
    ['a non-number', 'abc'],
    ['an empty amount', ''],
    ['no amount at all', undefined],
    ['zero', 0],
  ])('refuses %s with "Amount must be more than 100"', async (_label, amount) => {
    const before = await attempts();
    const response = await init(amount === undefined ? {} : { amount });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: PAY_AMOUNT_MESSAGE,
    });
    expect(await attempts()).toBe(before);
  });

  it('refuses more than two decimals and unknown fields', async () => {
    const decimals = await init({ amount: 100.001 });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errorCode).toBe('VALIDATION_ERROR');
    const extra = await init({ amount: 500, merchantId: s.otherMerchantId });
    expect(extra.statusCode).toBe(400);
  });

  it('accepts 100 and answers the hosted checkout url of an initiated transaction', async () => {
    const response = await init({ amount: 100 });
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/sandbox-pay\/checkout\/[\w-]+$/);
    const [row] = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.merchantId, s.merchantId));
    expect(row).toMatchObject({
      userId: s.ownerUserId,
      amount: 100,
      provider: 'sandbox',
      status: 'initiated',
      providerSessionKey: url.split('/').at(-1),
    });
    const decimals = await init({ amount: 100.5 });
    expect(decimals.statusCode).toBe(200);
  });

  it("answers 404 for another user's id or another user's merchant", async () => {
    const otherUser = await init({ amount: 500 }, { userId: s.otherUserId });
    expect(otherUser.statusCode).toBe(404);
    const otherMerchant = await init({ amount: 500 }, { merchantId: s.otherMerchantId });
    expect(otherMerchant.statusCode).toBe(404);
  });

  it('uses PUBLIC_BASE_URL for the checkout url when it is set, whatever Host the request names', async () => {
    const t2 = await createTestApp({ PUBLIC_BASE_URL: 'https://portal.example.com/' });
    try {
      const s2 = await createAccounts(t2);
      const response = await t2.app.inject({
        method: 'POST',
        url: `${BMS}/transactions/${s2.ownerUserId}/init`,
        headers: { ...t2.auth(s2.owner, s2.merchantId), host: 'evil.example' },
        payload: { amount: 250 },
      });
      expect(response.json().url).toMatch(
        /^https:\/\/portal\.example\.com\/api\/v1\/sandbox-pay\//,
      );
    } finally {
      await t2.close();
    }
  });
});
