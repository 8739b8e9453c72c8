import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billHistories, bills } from '../../bms/bills/bills.table';
import { csvLine } from './csv';

/**
 * A bill's CSV: the bill's own figures on every line, then one line per history entry (generated,
 * adjustments, approval ...), oldest first. Bills carry no order lines of their own, so the
 * history is the bill's itemisation.
 */
export const BILL_CSV_HEADER = [
  'Bill number',
  'Period start',
  'Period end',
  'Bill amount',
  'Approval status',
  'Event',
  'Amount',
  'Note',
  'By',
  'At',
] as const;

export async function findMerchantBill(db: Db, merchantId: number, billId: number) {
  const [row] = await db
    .select({
      id: bills.id,
      billNumber: bills.billNumber,
      periodStart: bills.periodStart,
      periodEnd: bills.periodEnd,
      totalBillAmount: bills.totalBillAmount,
      approvalStatus: bills.approvalStatus,
    })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.merchantId, merchantId)))
    .limit(1);
  return row;
}
type BillHead = NonNullable<Awaited<ReturnType<typeof findMerchantBill>>>;

export async function countBillHistories(db: Db, merchantId: number, billId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(billHistories)
    .where(and(eq(billHistories.merchantId, merchantId), eq(billHistories.billId, billId)));
  return row?.value ?? 0;
}

export async function* billHistoryBatches(
  db: Db,
  merchantId: number,
  billId: number,
  batchSize = 1_000,
) {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: billHistories.id,
        event: billHistories.event,
        amount: billHistories.amount,
        note: billHistories.note,
        actor: billHistories.actor,
        createdAt: billHistories.createdAt,
        at: sql<string>`${billHistories.createdAt}::text`,
      })
      .from(billHistories)
      .where(
        and(
          eq(billHistories.merchantId, merchantId),
          eq(billHistories.billId, billId),
          after
            ? or(
                sql`${billHistories.createdAt} > ${after.at}::timestamptz`,
                and(
                  sql`${billHistories.createdAt} = ${after.at}::timestamptz`,
                  gt(billHistories.id, after.id),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(asc(billHistories.createdAt), asc(billHistories.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
    yield rows;
    if (rows.length < batchSize) return;
  }
}

export function billCsvLine(
  bill: BillHead,
  entry: {
    event: string;
    amount: number | null;
    note: string | null;
    actor: string;
    createdAt: Date;
  },
) {
  return csvLine([
    bill.billNumber,
    bill.periodStart,
    bill.periodEnd,
    bill.totalBillAmount,
    bill.approvalStatus,
    entry.event,
    entry.amount,
    entry.note,
    entry.actor,
    entry.createdAt.toISOString(),
  ]);
}
