import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { BMS, createBill, ledgerFromRows } from '../../../../test/factories/billing.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { payments } from '../payments/payments.table';
import { startSslcommerzStandIn } from './sslcommerz.stand-in';
import { paymentTransactions } from './transactions.table';

const STORE = { id: 'teststore01', password: 'teststore01@ssl' };
const IPN = `${BMS}/transactions/callback/sslcommerz`;

describe('paying the due through SSLCommerz (against a local stand-in)', () => {
  let gateway: Awaited<ReturnType<typeof startSslcommerzStandIn>>;
  let t: TestApp;
  let s: Accounts;

  beforeAll(async () => {
    gateway = await startSslcommerzStandIn(STORE);
    t = await createTestApp({
      PAYMENT_PROVIDER: 'sslcommerz',
      SSLCOMMERZ_BASE_URL: gateway.base,
      SSLCOMMERZ_STORE_ID: STORE.id,
      SSLCOMMERZ_STORE_PASSWORD: STORE.password,
      PUBLIC_BASE_URL: 'https://portal.example.com',
    });
    s = await createAccounts(t);
    // A due to pay: a payment is never more than the due.
    await createBill(t.db, s.merchantId, { approvalStatus: 'approved', totalBillAmount: 100_000 });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  async function startPayment(amount: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BMS}/transactions/${s.ownerUserId}/init`,
      headers: t.auth(s.owner, s.merchantId),
      payload: { amount },
    });
    expect(response.statusCode).toBe(200);
    const [tx] = await t.db
      .select({ tranId: paymentTransactions.tranId })
      .from(paymentTransactions)
      .orderBy(desc(paymentTransactions.id))
      .limit(1);
    return { url: response.json().url as string, tranId: tx!.tranId };
  }
  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const statusOf = async (tranId: string) =>
    (
      await t.db
        .select({ status: paymentTransactions.status })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.tranId, tranId))
    )[0]?.status;
  const paymentsOf = async (tranId: string) =>
    (await t.db.select({ n: count() }).from(payments).where(eq(payments.reference, tranId)))[0]!.n;

  it('init opens a session with the published fields and answers the GatewayPageURL', async () => {
    const { url, tranId } = await startPayment(500);
    const session = gateway.sessions.get(tranId)!;
    expect(url).toBe(`${gateway.base}/EasyCheckOut/testcde${session.sessionKey}`);
    expect(session.form).toMatchObject({
      store_id: STORE.id,
      store_passwd: STORE.password,
      total_amount: '500.00',
      currency: 'BDT',
      tran_id: tranId,
      success_url: 'https://portal.example.com/api/v1/bms/transactions/return/sslcommerz/success',
      fail_url: 'https://portal.example.com/api/v1/bms/transactions/return/sslcommerz/fail',
      cancel_url: 'https://portal.example.com/api/v1/bms/transactions/return/sslcommerz/cancel',
      ipn_url: 'https://portal.example.com/api/v1/bms/transactions/callback/sslcommerz',
      product_profile: 'non-physical-goods',
      cus_name: expect.any(String),
    });
  });

  it('an IPN confirmed by the validation API records the payment once, however often it comes', async () => {
    const before = await ledgerFromRows(t, s.merchantId);
    const { tranId } = await startPayment(750.5);
    const ipn = gateway.pay(tranId);
    const validationsBefore = gateway.calls.validation;

    const answers = await Promise.all(Array.from({ length: 5 }, () => post(IPN, ipn)));
    for (let i = 0; i < 5; i++) answers.push(await post(IPN, ipn));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(gateway.calls.validation).toBeGreaterThan(validationsBefore);

    expect(await paymentsOf(tranId)).toBe(1);
    expect(await statusOf(tranId)).toBe('paid');
    const after = await ledgerFromRows(t, s.merchantId);
    expect(Math.round((after.paid - before.paid) * 100)).toBe(75_050);

    // A late FAILED notification for the same attempt never undoes it.
    expect((await post(IPN, gateway.fail(tranId))).statusCode).toBe(200);
    expect(await statusOf(tranId)).toBe('paid');
  });

  it('an INVALID validation records nothing', async () => {
    const before = await ledgerFromRows(t, s.merchantId);
    const { tranId } = await startPayment(600);
    const ipn = gateway.pay(tranId, { status: 'INVALID_TRANSACTION' });
    const response = await post(IPN, ipn);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await statusOf(tranId)).toBe('initiated');
    expect(await ledgerFromRows(t, s.merchantId)).toEqual(before);
  });

  it('a forged IPN or a validated amount that differs records nothing', async () => {
    const before = await ledgerFromRows(t, s.merchantId);
    const { tranId } = await startPayment(600);
    const ipn = gateway.pay(tranId);
    const validations = gateway.calls.validation;
    const forged = await post(IPN, { ...ipn, amount: '60000.00' });
    expect(forged.statusCode).toBe(401);
    expect(gateway.calls.validation).toBe(validations);
    const unsigned = await post(IPN, { ...ipn, verify_sign: '' });
    expect(unsigned.statusCode).toBe(401);

    const other = await startPayment(600);
    const cheaper = gateway.pay(other.tranId, { amount: '6.00' });
    expect((await post(IPN, cheaper)).statusCode).toBe(400);
    expect(await ledgerFromRows(t, s.merchantId)).toEqual(before);
  });

  it("the payer's return to success_url records it too (once) and lands on the payment history", async () => {
    const { tranId } = await startPayment(200);
    const ipn = gateway.pay(tranId);
    const back = await post(`${BMS}/transactions/return/sslcommerz/success`, ipn);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/merchant/payments?paid=${tranId}`);
    expect((await post(IPN, ipn)).statusCode).toBe(200);
    expect(await paymentsOf(tranId)).toBe(1);

    const failed = await startPayment(200);
    const failBack = await post(`${BMS}/transactions/return/sslcommerz/fail`, {
      tran_id: failed.tranId,
      status: 'FAILED',
    });
    expect(failBack.headers.location).toBe(`/merchant/payments?failed=${failed.tranId}`);
    expect(await paymentsOf(failed.tranId)).toBe(0);
  });

  it('a FAILED notification ends the attempt; the sandbox routes do not exist here', async () => {
    const { tranId } = await startPayment(300);
    expect((await post(IPN, gateway.fail(tranId))).statusCode).toBe(200);
    expect(await statusOf(tranId)).toBe('failed');
    const sandbox = await t.app.inject({
      method: 'POST',
      url: `${BMS}/transactions/callback/sandbox`,
      payload: {},
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('answers 503 when the gateway refuses the store, and keeps the attempt as failed', async () => {
    const t2 = await createTestApp({
      PAYMENT_PROVIDER: 'sslcommerz',
      SSLCOMMERZ_BASE_URL: gateway.base,
      SSLCOMMERZ_STORE_ID: STORE.id,
      SSLCOMMERZ_STORE_PASSWORD: 'wrong-password',
    });
    try {
      const s2 = await createAccounts(t2);
      await createBill(t2.db, s2.merchantId, { approvalStatus: 'approved' });
      const response = await t2.app.inject({
        method: 'POST',
        url: `${BMS}/transactions/${s2.ownerUserId}/init`,
        headers: t2.auth(s2.owner, s2.merchantId),
        payload: { amount: 500 },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().errorCode).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      const rows = await t2.db
        .select({ status: paymentTransactions.status })
        .from(paymentTransactions);
      expect(rows).toEqual([{ status: 'failed' }]);
    } finally {
      await t2.close();
    }
  });
});
