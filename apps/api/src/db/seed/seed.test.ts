import { toPoisha } from '@mp/contract/money';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BMS, createPayment } from '../../../test/factories/billing.testing';
import { createTestApp, type TestApp } from '../../../test/harness';
import { billLines, bills } from '../../modules/bms/bills/bills.table';
import { merchantCourierPayments } from '../../modules/bms/courier-payments/courier-payments.table';
import { payments } from '../../modules/bms/payments/payments.table';
import { merchants } from '../../modules/cms/merchants/merchants.table';
import { createFileStorage } from '../../modules/fms/files/create-file-storage';
import { orders } from '../../modules/oms/orders/orders.table';
import { DEMO_USER, OTHER_USER } from './demo-accounts';
import { seedDemoData } from './seed';

describe('the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, { storage: createFileStorage(t.config) });
  });
  afterAll(() => t?.close());

  it("writes the B2B payment proofs as real PDFs that open through the file service's signed URL", async () => {
    const demo = await t.login(DEMO_USER.phone, DEMO_USER.password);
    const merchants = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(demo),
    });
    const merchantId = merchants.json().content[0].id as number;
    const [order] = await t.db
      .select({ key: orders.paymentProofKey })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), isNotNull(orders.paymentProofKey)))
      .limit(1);
    expect(order?.key).toBeTruthy();

    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fms/files/urlGenerator',
      headers: t.auth(demo, merchantId),
      payload: { urlType: 'view', ContentType: 'application/pdf', Key: order?.key },
    });
    expect(generated.statusCode).toBe(200);
    const url = new URL(generated.json().url);
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("settles each courier's own deliveries: a courier payment covers only orders of its courier", async () => {
    const { rows } = (await t.db.execute(sql`
      select count(*)::int as "covered",
        count(*) filter (where o.courier_id is distinct from p.courier_id)::int as "foreign"
      from courier_payment_orders cpo
      join orders o on o.id = cpo.order_id
      join merchant_courier_payments p on p.id = cpo.courier_payment_id`)) as unknown as {
      rows: { covered: number; foreign: number }[];
    };
    expect(rows[0]?.covered).toBeGreaterThan(0);
    expect(rows[0]?.foreign).toBe(0);
  });

  it('builds every bill from its lines: order lines from delivered demo orders, summing to the amount', async () => {
    const perBill = await t.db
      .select({
        billNumber: bills.billNumber,
        amount: bills.totalBillAmount,
        lines: sql`sum(${billLines.amount})`.mapWith(Number),
        orderLines: sql<number>`count(${billLines.orderId})`.mapWith(Number),
      })
      .from(bills)
      .innerJoin(billLines, eq(billLines.billId, bills.id))
      .groupBy(bills.id);
    const [{ value: billCount } = { value: 0 }] = await t.db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(bills);
    expect(perBill).toHaveLength(billCount);
    for (const bill of perBill) {
      expect(Math.round(bill.lines * 100), bill.billNumber).toBe(Math.round(bill.amount * 100));
    }
    expect(perBill.filter((bill) => bill.orderLines > 0).length).toBeGreaterThan(
      perBill.length / 2,
    );
    const [notDelivered] = await t.db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(billLines)
      .innerJoin(orders, eq(orders.id, billLines.orderId))
      .where(sql`${orders.stage} <> 'delivered'`);
    expect(notDelivered?.value).toBe(0);
  });

  /** Approved bills' lines less approved payments and paid courier payments, from the rows. */
  async function ledgerFromLines(merchantId: number) {
    const sum = async (query: Promise<{ amount: number }[]>) =>
      (await query).reduce((total, row) => total + toPoisha(row.amount), 0);
    const billed = await sum(
      t.db
        .select({ amount: billLines.amount })
        .from(billLines)
        .innerJoin(bills, eq(bills.id, billLines.billId))
        .where(and(eq(billLines.merchantId, merchantId), eq(bills.approvalStatus, 'approved'))),
    );
    const paid = await sum(
      t.db
        .select({ amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.merchantId, merchantId), eq(payments.approvalStatus, 'approved'))),
    );
    const remitted = await sum(
      t.db
        .select({ amount: merchantCourierPayments.amount })
        .from(merchantCourierPayments)
        .where(
          and(
            eq(merchantCourierPayments.merchantId, merchantId),
            eq(merchantCourierPayments.status, 'paid'),
          ),
        ),
    );
    return billed - paid - remitted;
  }

  it('for every demo merchant the due, the statement and the bill lines agree to the paisa, before and after a payment (#23)', async () => {
    const owners = new Map<number, Awaited<ReturnType<typeof t.login>>>();
    for (const user of [DEMO_USER, OTHER_USER]) {
      const tokens = await t.login(user.phone, user.password);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cms/merchant/merchants',
        headers: t.auth(tokens),
      });
      for (const merchant of list.json().content as { id: number }[])
        owners.set(merchant.id, tokens);
    }
    const all = await t.db.select({ id: merchants.id }).from(merchants);
    expect(owners.size).toBe(all.length);

    const figures = async (merchantId: number) => {
      const headers = t.auth(owners.get(merchantId)!, merchantId);
      const due = await t.app.inject({
        method: 'GET',
        url: `${BMS}/merchants/${merchantId}/amount-due`,
        headers,
      });
      const statement = await t.app.inject({
        method: 'GET',
        url: `${BMS}/statement?limit=1`,
        headers,
      });
      return {
        due: toPoisha(due.json().amountDue),
        closing: toPoisha(statement.json().closingBalance),
        lines: await ledgerFromLines(merchantId),
      };
    };
    for (const { id } of all) {
      const before = await figures(id);
      expect(before.closing, `merchant ${id}`).toBe(before.due);
      expect(before.lines, `merchant ${id}`).toBe(before.due);

      await createPayment(t.db, id, { amount: 123.45, approvalStatus: 'approved', daysAgo: 1 });
      const after = await figures(id);
      expect(after.due, `merchant ${id}`).toBe(before.due - 12_345);
      expect(after.closing, `merchant ${id}`).toBe(after.due);
      expect(after.lines, `merchant ${id}`).toBe(after.due);
    }
  });
});
