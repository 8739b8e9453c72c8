import type { Payment, PaymentHistory, PaymentListQuery } from '@mp/contract/bms/payments';
import type { PageQuery } from '@mp/contract/common';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import {
  findPayment,
  findPaymentHistory,
  listPaymentHistories,
  listPayments,
  type PaymentHistoryRow,
  type PaymentRow,
  sumPayments,
} from './payments.queries';

const toPayment = (row: PaymentRow): Payment => ({
  ...row,
  paidAt: row.paidAt.toISOString(),
  approvedAt: row.approvedAt?.toISOString() ?? null,
});

const toPaymentHistory = (row: PaymentHistoryRow): PaymentHistory => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listMerchantPayments(db: Db, merchantId: number, query: PaymentListQuery) {
  const { rows, total } = await listPayments(db, merchantId, query);
  return pageEnvelope(rows.map(toPayment), query, total);
}

export async function getMerchantPayment(db: Db, merchantId: number, paymentId: number) {
  const row = await findPayment(db, merchantId, paymentId);
  if (!row) throw notFound('Payment');
  return toPayment(row);
}

export async function paidTotal(
  db: Db,
  merchantId: number,
  approvalStatus: PaymentListQuery['approvalStatus'],
) {
  return [{ totalPaidAmount: await sumPayments(db, merchantId, approvalStatus) }];
}

/** Another merchant's payment answers 404 exactly like a missing one. */
export async function listMerchantPaymentHistories(
  db: Db,
  merchantId: number,
  paymentId: number,
  query: PageQuery,
) {
  const [payment, page] = await Promise.all([
    findPayment(db, merchantId, paymentId),
    listPaymentHistories(db, merchantId, paymentId, query),
  ]);
  if (!payment) throw notFound('Payment');
  return pageEnvelope(page.rows.map(toPaymentHistory), query, page.total);
}

export async function getMerchantPaymentHistory(
  db: Db,
  merchantId: number,
  paymentId: number,
  historyId: number,
) {
  const row = await findPaymentHistory(db, merchantId, paymentId, historyId);
  if (!row) throw notFound('Payment history entry');
  return toPaymentHistory(row);
}
