import { PAY_AMOUNT_MESSAGE } from '@mp/contract/bms/transactions';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import {
  BMS,
  createBill,
  createCourierPayment,
  createPayment,
} from '../../../../test/factories/billing.testing';
import { createMerchant } from '../../../../test/factories/merchants.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
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
    await createBill(t.db, s.merchantId, { approvalStatus: 'approved', totalBillAmount: 100_000 });
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
      await createBill(t2.db, s2.merchantId, { approvalStatus: 'approved' });
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

  describe('never more than the due left to pay (#23 item 5)', () => {
    /** A merchant of the owner's whose due is `bill - paid`, with no checkout open yet. */
    async function merchantOwing(bill: number, paid = 0) {
      const { id } = await createMerchant(t.db, { ownerUserId: s.ownerUserId });
      await createBill(t.db, id, { approvalStatus: 'approved', totalBillAmount: bill });
      if (paid) await createPayment(t.db, id, { approvalStatus: 'approved', amount: paid });
      return id;
    }
    const attemptsOf = async (merchantId: number) =>
      (
        await t.db
          .select({ n: count() })
          .from(paymentTransactions)
          .where(eq(paymentTransactions.merchantId, merchantId))
      )[0]?.n ?? 0;

    it('refuses an amount above the due with what can be paid, and opens no checkout', async () => {
      const merchantId = await merchantOwing(1_000, 199.99);
      const response = await init({ amount: 800.02 }, { merchantId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errorCode: 'AMOUNT_ABOVE_DUE',
        message: 'You can pay at most ৳800.01, the due left to pay.',
        details: [
          { path: 'body.amount', message: 'You can pay at most ৳800.01, the due left to pay.' },
        ],
      });
      expect(await attemptsOf(merchantId)).toBe(0);
      expect((await init({ amount: 800.01 }, { merchantId })).statusCode).toBe(200);
    });

    it('checks a second checkout against the due the first leaves, until the first ends or lapses', async () => {
      const merchantId = await merchantOwing(1_000);
      expect((await init({ amount: 700 }, { merchantId })).statusCode).toBe(200);
      const second = await init({ amount: 300.01 }, { merchantId });
      expect(second.statusCode).toBe(400);
      expect(second.json().message).toBe(
        'You can pay at most ৳300.00: a payment of ৳700.00 started in the last 30 minutes is still open.',
      );
      expect((await init({ amount: 300 }, { merchantId })).statusCode).toBe(200);
      const third = await init({ amount: 100 }, { merchantId });
      expect(third.json().message).toBe(
        'There is no due left to pay: a payment of ৳1,000.00 started in the last 30 minutes is still open.',
      );

      // A checkout the payer left open past the hold holds nothing any more.
      await t.db
        .update(paymentTransactions)
        .set({ createdAt: sql`now() - interval '31 minutes'` })
        .where(
          and(eq(paymentTransactions.merchantId, merchantId), eq(paymentTransactions.amount, 700)),
        );
      expect((await init({ amount: 700 }, { merchantId })).statusCode).toBe(200);
      expect(await attemptsOf(merchantId)).toBe(3);
    });

    it('lets only one of the checkouts started at once take the same due', async () => {
      const merchantId = await merchantOwing(1_000);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => init({ amount: 600 }, { merchantId })),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(7);
      expect(await attemptsOf(merchantId)).toBe(1);
    });

    it('refuses any amount when remittances exceed the bills (a credit)', async () => {
      const merchantId = await merchantOwing(500);
      await createCourierPayment(t.db, merchantId, { status: 'paid', amount: 1_266.48 });
      const response = await init({ amount: 100 }, { merchantId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('There is no due left to pay.');
    });
  });
});
