import { toPoisha } from '@mp/contract/money';
import type { TokenPair } from '@mp/contract/ums/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { insertBill } from '../../src/modules/bms/bills/bill-lines.queries';
import { billHistories, bills } from '../../src/modules/bms/bills/bills.table';
import { merchantCourierPayments } from '../../src/modules/bms/courier-payments/courier-payments.table';
import { paymentHistories, payments } from '../../src/modules/bms/payments/payments.table';
import { couriers } from '../../src/modules/cms/couriers/couriers.table';
import type { TestApp } from '../harness';
import { factoryCounter } from './counters';

export const BMS = '/api/v1/bms';

/**
 * The tests' ground truth: the amount due recomputed from the raw rows in integer poisha,
 * independent of the API's SQL.
 */
export async function ledgerFromRows(t: TestApp, merchantId: number) {
  const [billRows, paymentRows, courierRows] = await Promise.all([
    t.db
      .select({ amount: bills.totalBillAmount, status: bills.approvalStatus })
      .from(bills)
      .where(eq(bills.merchantId, merchantId)),
    t.db
      .select({ amount: payments.amount, status: payments.approvalStatus })
      .from(payments)
      .where(eq(payments.merchantId, merchantId)),
    t.db
      .select({ amount: merchantCourierPayments.amount, status: merchantCourierPayments.status })
      .from(merchantCourierPayments)
      .where(eq(merchantCourierPayments.merchantId, merchantId)),
  ]);
  const sum = (rows: { amount: number; status: string }[], status: string) =>
    rows.filter((r) => r.status === status).reduce((total, r) => total + toPoisha(r.amount), 0);
  const billed = sum(billRows, 'approved');
  const paid = sum(paymentRows, 'approved');
  const courier = sum(courierRows, 'paid');
  return {
    billed: billed / 100,
    paid: paid / 100,
    courier: courier / 100,
    due: (billed - paid - courier) / 100,
    paymentCount: paymentRows.length,
  };
}

/** The three summaries the panel reads, combined by the spec's formula. */
export async function dueFromSummaries(t: TestApp, tokens: TokenPair, merchantId: number) {
  const get = async (url: string, withHeader = false) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BMS}/${url}`,
      headers: t.auth(tokens, withHeader ? merchantId : undefined),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return response.json();
  };
  const [billed, paid, courier] = await Promise.all([
    get(`bills/${merchantId}/total?approvalStatus=approved`),
    get(`payments/${merchantId}/paid?approvalStatus=approved`),
    get('merchant-courier-payments/stat/count-amount?status=paid', true),
  ]);
  const cents = (rows: Record<string, number>[], key: string) =>
    rows.reduce((total, row) => total + toPoisha(row[key] ?? 0), 0);
  const due =
    cents(billed, 'totalBillAmount') -
    (cents(paid, 'totalPaidAmount') + cents(courier, 'totalAmount'));
  return { billed, paid, courier, due: due / 100 };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar month `monthsAgo` months back (1: last month), as its first and last day. */
function monthPeriod(monthsAgo: number) {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo + 1, 0));
  return { end, periodStart: isoDay(start), periodEnd: isoDay(end) };
}
const nextBill = factoryCounter();

/**
 * A monthly bill `monthsAgo` months back (1: last month), with its event log: generated, then
 * approved or rejected once decided.
 */
export async function createBill(
  db: Db,
  merchantId: number,
  fields: { monthsAgo?: number } & Partial<typeof bills.$inferInsert> = {},
) {
  const billsCreated = nextBill();
  const { monthsAgo = 1, totalBillAmount = 4_244.03, ...columns } = fields;
  const { end, periodStart, periodEnd } = monthPeriod(monthsAgo);
  const status = columns.approvalStatus ?? 'pending';
  const createdAt = new Date(Math.min(end.getTime() + DAY, Date.now() - 2 * HOUR));
  const bill = await insertBill(
    db,
    {
      billNumber: `INV-${merchantId}-${periodStart.slice(0, 7).replace('-', '')}-${billsCreated}`,
      periodStart,
      periodEnd,
      createdAt,
      approvedAt: status === 'approved' ? new Date(createdAt.getTime() + HOUR) : null,
      ...columns,
      merchantId,
    },
    [
      {
        kind: 'adjustment',
        orderId: null,
        description: 'Billed total',
        details: null,
        poisha: toPoisha(totalBillAmount),
      },
    ],
  );
  const base = { billId: bill.id, merchantId, amount: bill.totalBillAmount };
  await db.insert(billHistories).values([
    { ...base, event: 'generated', actor: 'billing', createdAt },
    ...(status === 'pending'
      ? []
      : [
          {
            ...base,
            event: status,
            amount: null,
            actor: 'finance' as const,
            createdAt: new Date(createdAt.getTime() + HOUR),
          },
        ]),
  ]);
  return bill;
}

/** A payment the merchant made `daysAgo` days back, with its event log (submitted, approved). */
export async function createPayment(
  db: Db,
  merchantId: number,
  fields: { daysAgo?: number } & Partial<typeof payments.$inferInsert> = {},
) {
  const { daysAgo = 3, ...columns } = fields;
  const paidAt = columns.paidAt ?? new Date(Date.now() - daysAgo * DAY);
  const status = columns.approvalStatus ?? 'pending';
  const method = columns.method ?? 'bkash';
  const [payment] = await db
    .insert(payments)
    .values({
      amount: 1_500,
      method,
      reference: `${method.toUpperCase()}-${merchantId}-${paidAt.getTime().toString(36)}`,
      approvedAt: status === 'approved' ? new Date(paidAt.getTime() + HOUR) : null,
      createdAt: paidAt,
      ...columns,
      paidAt,
      merchantId,
    })
    .returning();
  const base = { paymentId: payment!.id, merchantId, amount: payment!.amount };
  await db.insert(paymentHistories).values([
    {
      ...base,
      event: 'submitted',
      note: 'Payment submitted',
      actor: 'merchant',
      createdAt: paidAt,
    },
    ...(status === 'pending'
      ? []
      : [
          {
            ...base,
            event: status,
            actor: 'finance' as const,
            createdAt: payment!.approvedAt ?? paidAt,
          },
        ]),
  ]);
  return payment!;
}

/** A courier's COD settlement for the month `monthsAgo` months back (1: last month). */
export async function createCourierPayment(
  db: Db,
  merchantId: number,
  fields: { monthsAgo?: number; courier?: string } & Partial<
    typeof merchantCourierPayments.$inferInsert
  > = {},
) {
  const { monthsAgo = 1, courier = 'Pathao', ...columns } = fields;
  const { end, periodStart, periodEnd } = monthPeriod(monthsAgo);
  const status = columns.status ?? 'pending';
  const [payment] = await db
    .insert(merchantCourierPayments)
    .values({
      courierId: sql`(select ${couriers.id} from ${couriers} where ${couriers.name} = ${courier})`,
      orderCount: 12,
      amount: 980.5,
      periodStart,
      periodEnd,
      paidAt: status === 'paid' ? new Date(Math.min(end.getTime() + 5 * DAY, Date.now())) : null,
      ...columns,
      merchantId,
    })
    .returning();
  return payment!;
}
