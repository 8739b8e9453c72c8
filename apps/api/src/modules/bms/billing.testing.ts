import type { TokenPair } from '@mp/contract/ums/auth';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { bills } from './bills/bills.table';
import { merchantCourierPayments } from './courier-payments/courier-payments.table';
import { payments } from './payments/payments.table';

export const BMS = '/api/v1/bms';

const poisha = (amount: number) => Math.round(amount * 100);

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
    rows.filter((r) => r.status === status).reduce((total, r) => total + poisha(r.amount), 0);
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
    rows.reduce((total, row) => total + poisha(row[key] ?? 0), 0);
  const due =
    cents(billed, 'totalBillAmount') -
    (cents(paid, 'totalPaidAmount') + cents(courier, 'totalAmount'));
  return { billed, paid, courier, due: due / 100 };
}
