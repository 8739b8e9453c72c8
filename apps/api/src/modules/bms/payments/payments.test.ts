import { dhakaDay } from '@mp/contract/dhaka-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { BMS, createPayment } from '../../../../test/factories/billing.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

type PaymentBody = { id: number; paidAt: string; approvalStatus: string; method: string };

describe('payment history', () => {
  let t: TestApp;
  let s: Accounts;
  const get = (url: string, merchantId = s.merchantId, tokens = s.owner) =>
    t.app.inject({ method: 'GET', url: `${BMS}/${url}`, headers: t.auth(tokens, merchantId) });

  beforeAll(async () => {
    t = await createTestApp();
    s = await createAccounts(t);
    const methods = ['bkash', 'nagad', 'bank', 'card'] as const;
    for (let i = 0; i < 8; i++) {
      await createPayment(t.db, s.merchantId, {
        daysAgo: 5 + i * 30,
        method: methods[i % methods.length],
        approvalStatus: i < 2 ? 'pending' : 'approved',
      });
    }
    await createPayment(t.db, s.otherMerchantId, { approvalStatus: 'approved' });
  });
  afterAll(() => t?.close());

  it('lists payments with method, reference and approval status, latest first', async () => {
    const response = await get('payments');
    expect(response.statusCode).toBe(200);
    const content = response.json().content as PaymentBody[];
    expect(content.length).toBeGreaterThan(5);
    expect(content[0]).toMatchObject({
      merchantId: s.merchantId,
      method: expect.any(String),
      reference: expect.any(String),
    });
    const times = content.map((p) => p.paidAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(content.map((p) => p.approvalStatus))).toEqual(new Set(['approved', 'pending']));
  });

  it('filters by approval status, method and merchant-local paid days', async () => {
    const pending = (await get('payments?approvalStatus=pending')).json().content as PaymentBody[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((p) => p.approvalStatus === 'pending')).toBe(true);
    const bkash = (await get('payments?method=bkash')).json().content as PaymentBody[];
    expect(bkash.every((p) => p.method === 'bkash')).toBe(true);
    const one = pending[0]!;
    const day = dhakaDay(new Date(one.paidAt));
    const sameDay = (await get(`payments?paidFrom=${day}&paidTo=${day}`)).json().content;
    expect(sameDay.map((p: PaymentBody) => p.id)).toContain(one.id);
  });

  it("shows a payment's history and one entry of it", async () => {
    const [payment] = (await get('payments?approvalStatus=approved&limit=1')).json().content;
    const histories = await get(`payments/${payment.id}/histories`);
    expect(histories.statusCode).toBe(200);
    const entries = histories.json().content;
    // Who acted, as codes the panel words.
    expect(entries.map((e: { event: string; actor: string }) => [e.event, e.actor])).toEqual([
      ['submitted', 'merchant'],
      ['approved', 'finance'],
    ]);
    const one = await get(`payments/${payment.id}/histories/${entries[1].id}`);
    expect(one.json()).toEqual(entries[1]);
  });

  it("answers 404 for another merchant's payments and their histories", async () => {
    expect((await get('payments', s.otherMerchantId)).statusCode).toBe(404);
    const [theirs] = (await get('payments?limit=1', s.otherMerchantId, s.other)).json().content;
    const [entry] = (
      await get(`payments/${theirs.id}/histories`, s.otherMerchantId, s.other)
    ).json().content;
    for (const url of [
      `payments/${theirs.id}`,
      `payments/${theirs.id}/histories`,
      `payments/${theirs.id}/histories/${entry.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
  });
});
