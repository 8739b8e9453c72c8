import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billHistories, bills } from '../../bms/bills/bills.table';
import type { ExportColumn, ExportSource } from './export-columns';

/**
 * A bill's file: the bill's own figures on every line, then one line per history entry
 * (generated, adjustments, approval ...), oldest first. Bills carry no order lines of their own,
 * so the history is the bill's itemisation.
 */
const billColumns: ExportColumn[] = [
  { header: 'Bill number', kind: 'text', value: bills.billNumber },
  { header: 'Period start', kind: 'date', value: bills.periodStart },
  { header: 'Period end', kind: 'date', value: bills.periodEnd },
  { header: 'Bill amount', kind: 'number', value: bills.totalBillAmount },
  { header: 'Approval status', kind: 'text', value: bills.approvalStatus },
  { header: 'Event', kind: 'text', value: billHistories.event },
  { header: 'Amount', kind: 'number', value: billHistories.amount },
  { header: 'Note', kind: 'text', value: billHistories.note },
  { header: 'By', kind: 'text', value: billHistories.actor },
  { header: 'At', kind: 'time', value: billHistories.createdAt },
];

export async function findMerchantBill(db: Db, merchantId: number, billId: number) {
  const [row] = await db
    .select({ id: bills.id, billNumber: bills.billNumber })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** The bill's lines in one query (a bill has a few dozen). */
export function billExportSource(db: Db, merchantId: number, billId: number): ExportSource {
  const ofBill = and(eq(billHistories.merchantId, merchantId), eq(billHistories.billId, billId));
  return {
    title: 'Bill',
    columns: billColumns,
    total: db.$count(billHistories, ofBill),
    async *queries(cells) {
      yield db
        .select(cells)
        .from(billHistories)
        .innerJoin(bills, eq(bills.id, billHistories.billId))
        .where(ofBill)
        .orderBy(asc(billHistories.createdAt), asc(billHistories.id))
        .getSQL();
    },
  };
}
