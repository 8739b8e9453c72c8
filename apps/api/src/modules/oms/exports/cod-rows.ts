import { codStatusLabels } from '@mp/contract/oms/cod';
import type { CodExportBody } from '@mp/contract/oms/exports';
import type { Language } from '@mp/contract/oms/stage-labels';
import type { Db } from '../../../db/client';
import { codFilters, codRows } from '../logistics/cod.queries';
import { type ExportColumn, type ExportSource, wordsOf } from './export-columns';
import { keysetSlices, type ListOrder, orderByOf } from './keyset-slices';

/** The COD reconciliation's file: every order its filters keep, newest delivery first. */
export function codExportSource(
  db: Db,
  merchantId: number,
  filters: CodExportBody,
  language: Language,
): ExportSource {
  const rows = codRows(db);
  const where = codFilters(rows, merchantId, filters);
  const order: ListOrder = {
    table: rows,
    sortKey: rows.deliveredAt,
    cast: 'timestamptz',
    id: rows.orderId,
    descending: true,
  };
  const columns: ExportColumn[] = [
    { header: 'Order number', kind: 'text', value: rows.orderNumber },
    { header: 'Delivered at', kind: 'time', value: rows.deliveredAt },
    { header: 'COD amount', kind: 'number', value: rows.codAmount },
    { header: 'Status', kind: 'text', value: wordsOf(rows.status, codStatusLabels[language]) },
    { header: 'Collected at', kind: 'time', value: rows.collectedAt },
    { header: 'Courier', kind: 'text', value: rows.courierName },
    { header: 'Courier charge', kind: 'number', value: rows.courierCharge },
    { header: 'Courier payment', kind: 'text', value: rows.reference },
    { header: 'Remitted', kind: 'number', value: rows.remitted },
  ];
  return {
    title: 'COD',
    columns,
    total: db.$count(rows, where),
    async *queries(cells, sliceRows) {
      for await (const slice of keysetSlices(db, order, where, sliceRows)) {
        yield db
          .select(cells)
          .from(rows)
          .where(slice)
          .orderBy(...orderByOf(order))
          .getSQL();
      }
    },
  };
}
