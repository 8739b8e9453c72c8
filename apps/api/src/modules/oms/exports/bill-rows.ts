import { billLineKindLabels } from '@mp/contract/bms/bills';
import type { Language } from '@mp/contract/oms/stage-labels';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billLinesInOrder } from '../../bms/bills/bill-lines.queries';
import { billLines, bills } from '../../bms/bills/bills.table';
import { orders } from '../orders/orders.table';
import { type ExportColumn, type ExportSource, wordsOf } from './export-columns';

/**
 * A bill's file: its lines (decision 047), in the order the bill page lists them, each with the
 * bill's number and period so a file stands on its own. The lines sum to the bill's amount.
 */
const billColumns = (language: Language): ExportColumn[] => [
  { header: 'Bill number', kind: 'text', value: bills.billNumber },
  { header: 'Period start', kind: 'date', value: bills.periodStart },
  { header: 'Period end', kind: 'date', value: bills.periodEnd },
  { header: 'Kind', kind: 'text', value: wordsOf(billLines.kind, billLineKindLabels[language]) },
  { header: 'Order number', kind: 'text', value: orders.orderNumber },
  { header: 'Description', kind: 'text', value: billLines.description },
  { header: 'Amount', kind: 'number', value: billLines.amount },
];

export async function findMerchantBill(db: Db, merchantId: number, billId: number) {
  const [row] = await db
    .select({ id: bills.id, billNumber: bills.billNumber })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** The bill's lines in one query (a bill has a line or three per order of its month). */
export function billExportSource(
  db: Db,
  merchantId: number,
  billId: number,
  language: Language,
): ExportSource {
  const ofBill = and(eq(billLines.merchantId, merchantId), eq(billLines.billId, billId));
  return {
    title: 'Bill',
    columns: billColumns(language),
    total: db.$count(billLines, ofBill),
    async *queries(cells) {
      yield db
        .select(cells)
        .from(billLines)
        .innerJoin(bills, eq(bills.id, billLines.billId))
        .leftJoin(orders, eq(orders.id, billLines.orderId))
        .where(ofBill)
        .orderBy(...billLinesInOrder)
        .getSQL();
    },
  };
}
