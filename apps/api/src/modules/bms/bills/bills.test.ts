import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { BMS, createBill } from '../../../../test/factories/billing.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

type BillBody = { id: number; periodStart: string; periodEnd: string; approvalStatus: string };

describe('bills', () => {
  let t: TestApp;
  let s: Accounts;
  const list = (query = '', merchantId = s.merchantId) =>
    t.app.inject({
      method: 'GET',
      url: `${BMS}/bills${query}`,
      headers: t.auth(s.owner, merchantId),
    });

  beforeAll(async () => {
    t = await createTestApp();
    s = await createAccounts(t);
    // A year of monthly bills: the last still pending, one rejected, the rest approved.
    for (let monthsAgo = 12; monthsAgo >= 1; monthsAgo--) {
      const approvalStatus =
        monthsAgo === 1 ? 'pending' : monthsAgo === 6 ? 'rejected' : 'approved';
      await createBill(t.db, s.merchantId, { monthsAgo, approvalStatus });
    }
    await createBill(t.db, s.otherMerchantId);
  });
  afterAll(() => t?.close());

  it('lists a year of monthly bills, newest period first, in a page envelope', async () => {
    const response = await list('?limit=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 5, totalElements: 12, totalPages: 3 });
    const starts = body.content.map((b: BillBody) => b.periodStart);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.content[0]).toMatchObject({
      merchantId: s.merchantId,
      billNumber: expect.stringMatching(/^INV-/),
      approvalStatus: 'pending',
      approvedAt: null,
    });
  });

  it('filters by approval status and by period', async () => {
    const pending = await list('?approvalStatus=pending');
    expect(pending.json().content.every((b: BillBody) => b.approvalStatus === 'pending')).toBe(
      true,
    );
    const all = (await list('?limit=100')).json().content as BillBody[];
    const third = all[2]!;
    const inPeriod = await list(`?periodFrom=${third.periodStart}&periodTo=${third.periodEnd}`);
    expect(inPeriod.json().content.map((b: BillBody) => b.id)).toEqual([third.id]);
    const bad = await list('?approvalStatus=paid');
    expect(bad.statusCode).toBe(400);
  });

  it("shows a bill's history and one entry of it", async () => {
    const [bill] = (await list('?approvalStatus=approved&limit=1')).json().content as BillBody[];
    const histories = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/${bill!.id}/histories`,
      headers: t.auth(s.owner, s.merchantId),
    });
    expect(histories.statusCode).toBe(200);
    const entries = histories.json().content;
    // Who acted, as codes the panel words.
    expect(entries[0]).toMatchObject({ billId: bill!.id, event: 'generated', actor: 'billing' });
    expect(entries.at(-1)).toMatchObject({ event: 'approved', actor: 'finance' });
    const one = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/${bill!.id}/histories/${entries[0].id}`,
      headers: t.auth(s.owner, s.merchantId),
    });
    expect(one.json()).toEqual(entries[0]);
  });

  it("answers 404 for another merchant's bills and their histories, like missing ones", async () => {
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills?limit=1`,
      headers: t.auth(s.other, s.otherMerchantId),
    });
    const foreignBill = theirs.json().content[0] as BillBody;
    const foreignHistory = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/${foreignBill.id}/histories`,
      headers: t.auth(s.other, s.otherMerchantId),
    });
    const hid = foreignHistory.json().content[0].id;

    expect((await list('', s.otherMerchantId)).statusCode).toBe(404);
    for (const url of [
      `bills/${foreignBill.id}`,
      `bills/${foreignBill.id}/histories`,
      `bills/${foreignBill.id}/histories/${hid}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${BMS}/${url}`,
        headers: t.auth(s.owner, s.merchantId),
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/999999/histories`,
      headers: t.auth(s.owner, s.merchantId),
    });
    expect(missing.json()).toEqual(
      (
        await t.app.inject({
          method: 'GET',
          url: `${BMS}/bills/${foreignBill.id}/histories`,
          headers: t.auth(s.owner, s.merchantId),
        })
      ).json(),
    );
  });
});
