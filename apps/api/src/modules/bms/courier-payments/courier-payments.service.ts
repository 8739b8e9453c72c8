import {
  type CourierPayment,
  type CourierPaymentListQuery,
  type CourierPaymentStat,
  type CourierPaymentStatus,
  courierPaymentStatuses,
} from '@mp/contract/bms/courier-payments';
import type { Db } from '../../../db/client';
import { pageEnvelope } from '../../../lib/pagination';
import {
  type CourierPaymentRow,
  courierPaymentStats,
  listCourierPayments,
} from './courier-payments.queries';

const toCourierPayment = (row: CourierPaymentRow): CourierPayment => ({
  ...row,
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listMerchantCourierPayments(
  db: Db,
  merchantId: number,
  query: CourierPaymentListQuery,
) {
  const { rows, total } = await listCourierPayments(db, merchantId, query);
  return pageEnvelope(rows.map(toCourierPayment), query, total);
}

/**
 * Every asked status gets a row, zeros included, in a fixed order: the screen always shows the
 * same boxes, and `?status=paid` is always exactly the one row the amount due subtracts.
 */
export async function countAndAmountByStatus(
  db: Db,
  merchantId: number,
  status: CourierPaymentStatus | 'all' | undefined,
): Promise<CourierPaymentStat> {
  const found = await courierPaymentStats(db, merchantId, status);
  const wanted = status && status !== 'all' ? [status] : courierPaymentStatuses;
  return wanted.map(
    (s) => found.find((row) => row.status === s) ?? { status: s, count: 0, totalAmount: 0 },
  );
}
