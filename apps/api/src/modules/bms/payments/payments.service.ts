import type { Payment, PaymentListQuery } from '@mp/contract/bms/payments';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import { findPayment, listPayments, type PaymentRow, sumPayments } from './payments.queries';

const toPayment = (row: PaymentRow): Payment => ({
  ...row,
  paidAt: row.paidAt.toISOString(),
  approvedAt: row.approvedAt?.toISOString() ?? null,
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
