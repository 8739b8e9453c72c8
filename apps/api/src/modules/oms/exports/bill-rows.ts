import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billHistories, bills } from '../../bms/bills/bills.table';
import { csvCellsSql } from './csv';

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
    .select({ id: bills.id, billNumber: bills.billNumber })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.merchantId, merchantId)))
    .limit(1);
  return row;
}

export async function countBillHistories(db: Db, merchantId: number, billId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(billHistories)
    .where(and(eq(billHistories.merchantId, merchantId), eq(billHistories.billId, billId)));
  return row?.value ?? 0;
}

/** The bill's lines, oldest history entry first, as one COPY query (a bill has a few dozen). */
export function billCopyQuery(db: Db, merchantId: number, billId: number): SQL {
  return db
    .select(
      csvCellsSql([
        { kind: 'text', value: bills.billNumber },
        { kind: 'text', value: sql`${bills.periodStart}::text` },
        { kind: 'text', value: sql`${bills.periodEnd}::text` },
        { kind: 'number', value: bills.totalBillAmount },
        { kind: 'text', value: bills.approvalStatus },
        { kind: 'text', value: billHistories.event },
        { kind: 'number', value: billHistories.amount },
        { kind: 'text', value: billHistories.note },
        { kind: 'text', value: billHistories.actor },
        { kind: 'time', value: billHistories.createdAt },
      ]),
    )
    .from(billHistories)
    .innerJoin(bills, eq(bills.id, billHistories.billId))
    .where(and(eq(billHistories.merchantId, merchantId), eq(billHistories.billId, billId)))
    .orderBy(asc(billHistories.createdAt), asc(billHistories.id))
    .getSQL();
}
