import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccounts, signInDemoAccounts } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { SETTLED_MERCHANT_POSITION } from '../../../db/seed/billing';
import { BMS, dueFromSummaries, ledgerFromRows } from '../billing.testing';

describe('amount due', () => {
  let t: TestApp;
  let s: DemoAccounts;

  beforeAll(async () => {
    t = await createTestApp();
    s = await signInDemoAccounts(t);
  });
  afterAll(() => t?.close());

  it('is approved bills minus (approved payments plus paid courier payments), to the poisha', async () => {
    for (const merchantId of s.demoIds) {
      const expected = await ledgerFromRows(t, merchantId);
      const response = await t.app.inject({
        method: 'GET',
        url: `${BMS}/merchants/${merchantId}/amount-due`,
        headers: t.auth(s.demo),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        totalBillAmount: expected.billed,
        totalPaidAmount: expected.paid,
        totalCourierAmount: expected.courier,
        amountDue: expected.due,
      });
      // The panel's way (three summaries and the spec's formula) gives the same figure.
      expect((await dueFromSummaries(t, s.demo, merchantId)).due).toBe(expected.due);
    }
  });

  it('differs between the demo merchants, and one of them owes exactly nothing', async () => {
    const dues = await Promise.all(s.demoIds.map(async (id) => (await ledgerFromRows(t, id)).due));
    expect(new Set(dues).size).toBe(dues.length);
    expect(dues[SETTLED_MERCHANT_POSITION]).toBe(0);
    expect(dues.filter((due) => due > 0)).toHaveLength(dues.length - 1);
  });

  it('summaries are arrays of one item and honour the approval status filter', async () => {
    const id = s.merchantId;
    const approved = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/${id}/total?approvalStatus=approved`,
      headers: t.auth(s.demo),
    });
    const all = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/${id}/total`,
      headers: t.auth(s.demo),
    });
    expect(approved.json()).toHaveLength(1);
    expect(all.json()[0].totalBillAmount).toBeGreaterThan(approved.json()[0].totalBillAmount);
    const paid = await t.app.inject({
      method: 'GET',
      url: `${BMS}/payments/${id}/paid?approvalStatus=approved`,
      headers: t.auth(s.demo),
    });
    expect(paid.json()).toEqual([{ totalPaidAmount: (await ledgerFromRows(t, id)).paid }]);
  });

  it("answers 404 for another user's merchant, the same as for a missing one", async () => {
    for (const url of [
      `merchants/${s.otherMerchantId}/amount-due`,
      `bills/${s.otherMerchantId}/total?approvalStatus=approved`,
      `payments/${s.otherMerchantId}/paid?approvalStatus=approved`,
    ]) {
      const foreign = await t.app.inject({
        method: 'GET',
        url: `${BMS}/${url}`,
        headers: t.auth(s.demo),
      });
      const missing = await t.app.inject({
        method: 'GET',
        url: `${BMS}/${url.replace(String(s.otherMerchantId), '999999')}`,
        headers: t.auth(s.demo),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
    const courier = await t.app.inject({
      method: 'GET',
      url: `${BMS}/merchant-courier-payments/stat/count-amount`,
      headers: t.auth(s.demo, s.otherMerchantId),
    });
    expect(courier.statusCode).toBe(404);
  });
});
