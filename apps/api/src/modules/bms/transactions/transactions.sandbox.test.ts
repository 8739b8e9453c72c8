import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { BMS, createBill, ledgerFromRows } from '../../../../test/factories/billing.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { payments } from '../payments/payments.table';
import { sandboxCheckoutSessions } from './providers/sandbox-gateway.table';
import { SANDBOX_STORE_KEY_HEADER, sandboxStoreKey, signFields } from './providers/sandbox-signing';
import { paymentTransactions } from './transactions.table';

const SECRET = 'sandbox-secret-for-the-tests-0123456789abcdef';
const CALLBACK = `${BMS}/transactions/callback/sandbox`;

describe('paying the due through the sandbox provider', () => {
  let t: TestApp;
  let s: Accounts;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_PAY_SECRET: SECRET });
    s = await createAccounts(t);
    // A due to pay: a payment is never more than the due.
    await createBill(t.db, s.merchantId, { approvalStatus: 'approved', totalBillAmount: 100_000 });
  });
  afterAll(() => t?.close());

  async function startPayment(amount: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BMS}/transactions/${s.ownerUserId}/init`,
      headers: t.auth(s.owner, s.merchantId),
      payload: { amount },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    const sessionKey = url.pathname.split('/').at(-1)!;
    const [tx] = await t.db
      .select({ tranId: paymentTransactions.tranId })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.providerSessionKey, sessionKey));
    return { path: url.pathname, sessionKey, tranId: tx!.tranId };
  }

  const transactionOf = async (tranId: string) =>
    (
      await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.tranId, tranId))
    )[0]!;
  const paymentsOf = async (tranId: string) =>
    (await t.db.select({ n: count() }).from(payments).where(eq(payments.reference, tranId)))[0]!.n;
  const choose = (path: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: `${path}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `choice=${action}`,
    });

  /** What the gateway would sign for this session now (the test knows the shared secret). */
  function signedCallback(
    session: { tranId: string; sessionKey: string },
    overrides: Record<string, string> = {},
    amount = '300.00',
    bankTranId = 'SBXTEST',
  ) {
    const fields = {
      tranId: session.tranId,
      sessionKey: session.sessionKey,
      status: 'paid',
      amount,
      currency: 'BDT',
      bankTranId,
      timestamp: String(Date.now()),
      ...overrides,
    };
    return { ...fields, signature: signFields(SECRET, fields) };
  }
  const deliver = (payload: object) => t.app.inject({ method: 'POST', url: CALLBACK, payload });

  /** The gateway has taken the money but its notification has not arrived yet. */
  async function gatewayPaid(sessionKey: string) {
    await t.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'paid', bankTranId: 'SBXTEST', completedAt: new Date() })
      .where(eq(sandboxCheckoutSessions.sessionKey, sessionKey));
  }

  it('a full payment through the hosted page raises paid by exactly the amount', async () => {
    const before = await ledgerFromRows(t, s.merchantId);
    const { path, tranId } = await startPayment(500);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // No script may run on it and no site may frame it, as on the panel's own page.
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('data-amount="500.00">৳500.00</p>');
    // One notation (the sign), in the panel's face: its taka glyph travels inside the page.
    expect(page.body).not.toContain('BDT');
    expect(page.body).toMatch(
      /@font-face\{font-family:'Noto Sans Bengali'.*src:url\(data:font\/woff2;base64,/,
    );
    expect(page.headers['content-security-policy']).toContain('font-src data:');
    const payAction = page.body.match(/action="([^"]+\/pay)"/)?.[1];
    expect(payAction).toBe(`${path}/pay`);

    const paid = await choose(path, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/merchant/payments?paid=${tranId}`);

    const after = await ledgerFromRows(t, s.merchantId);
    expect(Math.round((after.paid - before.paid) * 100)).toBe(50_000);
    expect(Math.round((before.due - after.due) * 100)).toBe(50_000);
    expect(await transactionOf(tranId)).toMatchObject({ status: 'paid', amount: 500 });

    const history = await t.app.inject({
      method: 'GET',
      url: `${BMS}/payments?method=online`,
      headers: t.auth(s.owner, s.merchantId),
    });
    expect(history.json().content[0]).toMatchObject({
      amount: 500,
      method: 'online',
      reference: tranId,
      approvalStatus: 'approved',
    });
    // The merchant submitted it and the payment gateway, not a person, approved it.
    const entries = await t.app.inject({
      method: 'GET',
      url: `${BMS}/payments/${history.json().content[0].id}/histories`,
      headers: t.auth(s.owner, s.merchantId),
    });
    expect(entries.json().content.map((e: { actor: string }) => e.actor)).toEqual([
      'merchant',
      'payment_gateway',
    ]);
    const due = await t.app.inject({
      method: 'GET',
      url: `${BMS}/merchants/${s.merchantId}/amount-due`,
      headers: t.auth(s.owner),
    });
    expect(due.json().amountDue).toBe(after.due);

    // Back on the page, or pressing Fail afterwards, changes nothing.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(303);
    expect((await choose(path, 'fail')).headers.location).toBe(`/merchant/payments?paid=${tranId}`);
    expect(await paymentsOf(tranId)).toBe(1);
  });

  it('the same callback delivered 10 times, one after another and at once, records one payment', async () => {
    const session = await startPayment(300);
    await gatewayPaid(session.sessionKey);
    const before = await ledgerFromRows(t, s.merchantId);
    const callback = signedCallback(session);

    const concurrent = await Promise.all(Array.from({ length: 10 }, () => deliver(callback)));
    expect(concurrent.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i++) expect((await deliver(callback)).statusCode).toBe(200);

    expect(await paymentsOf(session.tranId)).toBe(1);
    const after = await ledgerFromRows(t, s.merchantId);
    expect(Math.round((after.paid - before.paid) * 100)).toBe(30_000);
    expect(after.paymentCount).toBe(before.paymentCount + 1);
  });

  it("a late 'failed' after 'paid' never undoes the payment", async () => {
    const session = await startPayment(300);
    await gatewayPaid(session.sessionKey);
    expect((await deliver(signedCallback(session))).statusCode).toBe(200);
    const late = await deliver(signedCallback(session, { status: 'failed', bankTranId: '' }));
    expect(late.statusCode).toBe(200);
    expect((await transactionOf(session.tranId)).status).toBe('paid');
    expect(await paymentsOf(session.tranId)).toBe(1);
  });

  it('a tampered, stale or unknown callback writes nothing and answers in the error shape', async () => {
    const session = await startPayment(300);
    await gatewayPaid(session.sessionKey);
    const before = await ledgerFromRows(t, s.merchantId);
    const good = signedCallback(session);

    const cases: [string, object, number][] = [
      ['changed amount', { ...good, amount: '3000.00' }, 401],
      ['bad signature', { ...good, signature: 'f'.repeat(64) }, 401],
      ['changed transaction', { ...good, tranId: 'MPSOMETHINGELSE' }, 401],
      ['stale', signedCallback(session, { timestamp: String(Date.now() - 10 * 60_000) }), 401],
      ['unknown transaction', signedCallback({ ...session, tranId: 'MPUNKNOWN123' }), 400],
      ['other session', signedCallback({ ...session, sessionKey: 'x'.repeat(43) }), 400],
      ['extra field', { ...good, approved: 'yes' }, 400],
    ];
    for (const [label, payload, status] of cases) {
      const response = await deliver(payload);
      expect(response.statusCode, label).toBe(status);
      expect(response.json(), label).toMatchObject({
        errorCode: status === 401 ? 'UNAUTHENTICATED' : 'VALIDATION_ERROR',
        message: expect.any(String),
      });
    }
    expect(await ledgerFromRows(t, s.merchantId)).toEqual(before);
    expect((await transactionOf(session.tranId)).status).toBe('initiated');

    // The genuine one still goes through afterwards.
    expect((await deliver(good)).statusCode).toBe(200);
    expect(await paymentsOf(session.tranId)).toBe(1);
  });

  it('failing or cancelling on the hosted page records nothing and says so to the panel', async () => {
    const before = await ledgerFromRows(t, s.merchantId);
    const failed = await startPayment(400);
    expect((await choose(failed.path, 'fail')).headers.location).toBe(
      `/merchant/payments?failed=${failed.tranId}`,
    );
    const cancelled = await startPayment(400);
    expect((await choose(cancelled.path, 'cancel')).headers.location).toBe(
      `/merchant/payments?cancelled=${cancelled.tranId}`,
    );
    expect((await transactionOf(failed.tranId)).status).toBe('failed');
    expect((await transactionOf(cancelled.tranId)).status).toBe('cancelled');
    expect(await ledgerFromRows(t, s.merchantId)).toEqual(before);
  });

  it("the sandbox's status API needs the store key, and unknown checkouts answer 404", async () => {
    const { tranId } = await startPayment(150);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sandbox-pay/api/transactions/${tranId}`,
    });
    expect(status.statusCode).toBe(401);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sandbox-pay/checkout/${'n'.repeat(43)}`,
    });
    expect(page.statusCode).toBe(404);
  });

  it('the sandbox refuses a second session for a transaction id, as a gateway refuses a reused one', async () => {
    const { tranId } = await startPayment(160);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-pay/api/sessions',
      headers: { [SANDBOX_STORE_KEY_HEADER]: sandboxStoreKey(SECRET) },
      payload: { tranId, amount: 160, currency: 'BDT', description: 'Due', callbackPath: '/x' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('CONFLICT');
    const [sessions] = await t.db
      .select({ n: count() })
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.tranId, tranId));
    expect(sessions!.n).toBe(1);
  });
});
