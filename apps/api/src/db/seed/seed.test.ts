import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { billLines, bills } from '../../modules/bms/bills/bills.table';
import { createFileStorage } from '../../modules/fms/files/create-file-storage';
import { orders } from '../../modules/oms/orders/orders.table';
import { DEMO_USER } from './demo-accounts';
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
});
