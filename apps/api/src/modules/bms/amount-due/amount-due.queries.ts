import { COURIER_STATUS_COUNTED_IN_DUE } from '@mp/contract/bms/courier-payments';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchants } from '../../cms/merchants/merchants.table';
import { billTotalSql } from '../bills/bills.queries';
import { courierTotalSql } from '../courier-payments/courier-payments.queries';
import { paidTotalSql } from '../payments/payments.queries';

/** One statement, numeric arithmetic in SQL: the due is exact, never a float difference. */
export async function selectAmountDue(db: Db, merchantId: number) {
  const billed = billTotalSql(merchantId, 'approved');
  const paid = paidTotalSql(merchantId, 'approved');
  const courier = courierTotalSql(merchantId, COURIER_STATUS_COUNTED_IN_DUE);
  const [row] = await db
    .select({
      totalBillAmount: sql`${billed}`.mapWith(Number),
      totalPaidAmount: sql`${paid}`.mapWith(Number),
      totalCourierAmount: sql`${courier}`.mapWith(Number),
      amountDue: sql`${billed} - (${paid} + ${courier})`.mapWith(Number),
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}
