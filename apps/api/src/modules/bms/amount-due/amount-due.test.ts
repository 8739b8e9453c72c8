import { dhakaDay } from '@mp/contract/dhaka-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import {
  BMS,
  createBill,
  createCourierPayment,
  createPayment,
  dueFromSummaries,
  ledgerFromRows,
} from '../../../../test/factories/billing.testing';
import {
  downloadExport,
  parseCsv,
  waitForExport,
} from '../../../../test/factories/exports.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

type Books = {
  bills: [number, 'approved' | 'pending' | 'rejected'][];
  payments: [number, 'approved' | 'pending'][];
  /** A third element of null: a payment for orders with no courier on record. */
  courier: [number, 'paid' | 'pending', null?][];
};
/**
 * The owner's three merchants: each owes a different amount, in amounts whose float sums are
 * not exact, and the third has settled exactly (2,000.00 billed, 1,500.00 + 500.00 paid).
 */
const BOOKS: Books[] = [
  {
    bills: [
      [3000.1, 'approved'],
      [2500.55, 'approved'],
      [1800, 'pending'],
      [900, 'rejected'],
    ],
    payments: [
      [2000.2, 'approved'],
      [700, 'pending'],
    ],
    courier: [
      [450.05, 'paid'],
      [300, 'pending'],
      [120.35, 'paid', null],
    ],
  },
  { bills: [[4244.03, 'approved']], payments: [[1000, 'approved']], courier: [[244.03, 'paid']] },
  {
    bills: [
      [1234.56, 'approved'],
      [765.44, 'approved'],
    ],
    payments: [[1500, 'approved']],
    courier: [
      [499.9, 'paid'],
      [0.1, 'paid'],
    ],
  },
];
const SETTLED = 2;

describe('amount due', () => {
  let t: TestApp;
  let s: Accounts;

  beforeAll(async () => {
    t = await createTestApp();
    s = await createAccounts(t, { ownerMerchants: BOOKS.length });
    for (const [position, books] of BOOKS.entries()) {
      const merchantId = s.ownerMerchantIds[position]!;
      for (const [index, [totalBillAmount, approvalStatus]] of books.bills.entries()) {
        await createBill(t.db, merchantId, {
          monthsAgo: index + 1,
          totalBillAmount,
          approvalStatus,
        });
      }
      for (const [amount, approvalStatus] of books.payments) {
        await createPayment(t.db, merchantId, { amount, approvalStatus });
      }
      for (const [index, [amount, status, courier]] of books.courier.entries()) {
        await createCourierPayment(t.db, merchantId, {
          monthsAgo: index + 1,
          amount,
          status,
          ...(courier === null ? { courierId: null } : {}),
        });
      }
    }
  });
  afterAll(() => t?.close());

  it('is approved bills minus (approved payments plus paid courier payments), to the poisha', async () => {
    for (const merchantId of s.ownerMerchantIds) {
      const expected = await ledgerFromRows(t, merchantId);
      const response = await t.app.inject({
        method: 'GET',
        url: `${BMS}/merchants/${merchantId}/amount-due`,
        headers: t.auth(s.owner),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        totalBillAmount: expected.billed,
        totalPaidAmount: expected.paid,
        totalCourierAmount: expected.courier,
        amountDue: expected.due,
      });
      // The panel's way (three summaries and the spec's formula) gives the same figure.
      expect((await dueFromSummaries(t, s.owner, merchantId)).due).toBe(expected.due);
    }
  });

  it('differs between the owner merchants, and one of them owes exactly nothing', async () => {
    const dues = await Promise.all(
      s.ownerMerchantIds.map(async (id) => (await ledgerFromRows(t, id)).due),
    );
    expect(new Set(dues).size).toBe(dues.length);
    expect(dues[SETTLED]).toBe(0);
    expect(dues.filter((due) => due > 0)).toHaveLength(dues.length - 1);
  });

  it('summaries are arrays of one item and honour the approval status filter', async () => {
    const id = s.merchantId;
    const approved = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/${id}/total?approvalStatus=approved`,
      headers: t.auth(s.owner),
    });
    const all = await t.app.inject({
      method: 'GET',
      url: `${BMS}/bills/${id}/total`,
      headers: t.auth(s.owner),
    });
    expect(approved.json()).toHaveLength(1);
    expect(all.json()[0].totalBillAmount).toBeGreaterThan(approved.json()[0].totalBillAmount);
    const paid = await t.app.inject({
      method: 'GET',
      url: `${BMS}/payments/${id}/paid?approvalStatus=approved`,
      headers: t.auth(s.owner),
    });
    expect(paid.json()).toEqual([{ totalPaidAmount: (await ledgerFromRows(t, id)).paid }]);
  });

  describe('the statement (#23 item 2)', () => {
    const statement = async (merchantId: number, query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${BMS}/statement?limit=100${query}`,
        headers: t.auth(s.owner, merchantId),
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const cents = (amount: number) => Math.round(amount * 100);

    it('closes at the amount due, entry by entry, for every merchant', async () => {
      for (const merchantId of s.ownerMerchantIds) {
        const ledger = await ledgerFromRows(t, merchantId);
        const whole = await statement(merchantId);
        expect(whole.openingBalance).toBe(0);
        expect(whole.closingBalance).toBe(ledger.due);
        // Only what the due counts: approved bills and payments, paid courier payments.
        const books = BOOKS[s.ownerMerchantIds.indexOf(merchantId)]!;
        const counted =
          books.bills.filter(([, status]) => status === 'approved').length +
          books.payments.filter(([, status]) => status === 'approved').length +
          books.courier.filter(([, status]) => status === 'paid').length;
        expect(whole.totalElements).toBe(counted);
        // Each balance is the one before it, plus the debit, less the credit; the last is the due.
        let balance = 0;
        for (const entry of whole.content) {
          expect(Math.min(entry.debit, entry.credit)).toBe(0);
          balance += cents(entry.debit) - cents(entry.credit);
          expect(cents(entry.balance)).toBe(balance);
        }
        expect(balance / 100).toBe(ledger.due);
        const times = whole.content.map((entry: { at: string }) => Date.parse(entry.at));
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }
    });

    it('opens a range with the balance before it and pages within it', async () => {
      const merchantId = s.ownerMerchantIds[0]!;
      const whole = (await statement(merchantId)).content;
      const from = dhakaDay(new Date(whole[2]!.at));
      const ranged = await statement(merchantId, `&from=${from}`);
      const before = whole.filter((entry: { at: string }) => dhakaDay(new Date(entry.at)) < from);
      expect(ranged.openingBalance).toBe(before.at(-1)?.balance ?? 0);
      expect(ranged.content[0]).toEqual(whole[before.length]);
      expect(ranged.closingBalance).toBe(whole.at(-1).balance);

      const paged = await t.app.inject({
        method: 'GET',
        url: `${BMS}/statement?limit=2&page=2`,
        headers: t.auth(s.owner, merchantId),
      });
      expect(paged.json().content).toEqual(whole.slice(2, 4));
      expect(paged.json().totalElements).toBe(whole.length);
    });

    it('answers the balance after each entry of a range, for its chart', async () => {
      const merchantId = s.ownerMerchantIds[0]!;
      const whole = (await statement(merchantId)).content;
      const response = await t.app.inject({
        method: 'GET',
        url: `${BMS}/statement/balances`,
        headers: t.auth(s.owner, merchantId),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().points).toEqual(
        whole.map((entry: { at: string; balance: number }) => ({
          at: entry.at,
          balance: entry.balance,
        })),
      );
    });

    it('exports its entries with the balance after each, as CSV', async () => {
      const merchantId = s.ownerMerchantIds[0]!;
      const whole = (await statement(merchantId)).content;
      const headers = t.auth(s.owner, merchantId);
      const started = await t.app.inject({
        method: 'POST',
        url: `${BMS}/statement/export/csv`,
        headers,
        payload: { from: '2000-01-01' },
      });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json()).toMatchObject({ kind: 'statement', format: 'csv' });
      const done = await waitForExport(t, headers, started.json().id);
      expect(done).toMatchObject({ status: 'done', rowCount: whole.length });
      const { file } = await downloadExport(t, headers, done.resourcePath!);
      const [header, ...lines] = parseCsv(file.body.replace(/^\uFEFF/, ''));
      expect(header).toEqual(['Date', 'Entry', 'Reference', 'Debit', 'Credit', 'Balance']);
      expect(lines.map((line) => Number(line[5]))).toEqual(
        whole.map((entry: { balance: number }) => entry.balance),
      );
      expect(lines[0]![1]).toMatch(/^(Bill|Payment|Courier payment)$/);
      // The API answers null; the file keeps its English words (decision 040).
      const unrecorded = whole.findIndex(
        (entry: { kind: string; reference: string | null }) =>
          entry.kind === 'courier_payment' && entry.reference === null,
      );
      expect(unrecorded).toBeGreaterThanOrEqual(0);
      expect(lines[unrecorded]![2]).toBe('Unassigned courier');
    });

    it('refuses a range that ends before it starts', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${BMS}/statement?from=2026-05-02&to=2026-05-01`,
        headers: t.auth(s.owner, s.merchantId),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    });
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
        headers: t.auth(s.owner),
      });
      const missing = await t.app.inject({
        method: 'GET',
        url: `${BMS}/${url.replace(String(s.otherMerchantId), '999999')}`,
        headers: t.auth(s.owner),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
    const courier = await t.app.inject({
      method: 'GET',
      url: `${BMS}/merchant-courier-payments/stat/count-amount`,
      headers: t.auth(s.owner, s.otherMerchantId),
    });
    expect(courier.statusCode).toBe(404);
  });
});
