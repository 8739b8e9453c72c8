import { courierPaymentStatuses } from '@mp/contract/bms/courier-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import {
  BMS,
  createCourierPayment,
  ledgerFromRows,
} from '../../../../test/factories/billing.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

type Stat = { status: string; count: number; totalAmount: number };

describe('courier payments', () => {
  let t: TestApp;
  let s: Accounts;
  const get = (url: string, merchantId = s.merchantId) =>
    t.app.inject({ method: 'GET', url: `${BMS}/${url}`, headers: t.auth(s.owner, merchantId) });

  beforeAll(async () => {
    t = await createTestApp();
    s = await createAccounts(t);
    // Two couriers a month for a year: settled up to three months back, then in process.
    for (let monthsAgo = 12; monthsAgo >= 1; monthsAgo--) {
      const status = monthsAgo >= 3 ? 'paid' : monthsAgo === 2 ? 'processing' : 'pending';
      for (const [courier, amount] of [
        ['Pathao', 1_200.5],
        ['RedX', 860.25],
      ] as const) {
        await createCourierPayment(t.db, s.merchantId, { monthsAgo, courier, amount, status });
      }
    }
  });
  afterAll(() => t?.close());

  it('lists COD settlements with status=all&page=1, newest period first', async () => {
    const response = await get('merchant-courier-payments?status=all&page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 20, totalElements: 24, totalPages: 2 });
    expect(body.content[0]).toMatchObject({
      courier: expect.any(String),
      orderCount: expect.any(Number),
      status: 'pending',
    });
  });

  it('filters by status', async () => {
    const paid = (await get('merchant-courier-payments?status=paid&limit=100')).json();
    expect(paid.content.every((c: Stat) => c.status === 'paid')).toBe(true);
    expect((await get('merchant-courier-payments?status=lost')).statusCode).toBe(400);
  });

  it('counts and sums per status, zeros included, and the paid row is what the due subtracts', async () => {
    const all = (await get('merchant-courier-payments/stat/count-amount')).json() as Stat[];
    expect(all.map((row) => row.status)).toEqual([...courierPaymentStatuses]);
    expect(all.reduce((n, row) => n + row.count, 0)).toBe(24);
    const paid = (await get('merchant-courier-payments/stat/count-amount?status=paid')).json();
    expect(paid).toEqual([all.find((row) => row.status === 'paid')]);
    expect(paid[0].totalAmount).toBe((await ledgerFromRows(t, s.merchantId)).courier);
    const none = (await get('merchant-courier-payments/stat/count-amount?status=cancelled')).json();
    expect(none).toEqual([{ status: 'cancelled', count: 0, totalAmount: 0 }]);
  });

  it('answers null as the courier of a payment for orders with no courier on record', async () => {
    const merchantId = s.ownerMerchantIds[1]!;
    await createCourierPayment(t.db, merchantId, { courierId: null });
    const page = (await get('merchant-courier-payments', merchantId)).json();
    expect(page.content).toEqual([expect.objectContaining({ courier: null })]);
  });

  it("answers 404 for another merchant's courier payments and their summary", async () => {
    for (const url of [
      'merchant-courier-payments',
      'merchant-courier-payments/stat/count-amount',
    ]) {
      const response = await get(url, s.otherMerchantId);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
  });
});
