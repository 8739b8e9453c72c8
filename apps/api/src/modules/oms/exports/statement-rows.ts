import type { StatementRange } from '@mp/contract/bms/statement';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { statementRows } from '../../bms/amount-due/statement.queries';
import type { ExportSource } from './export-columns';

/** A courier payment's reference when its orders had no courier on record. */
const UNASSIGNED_COURIER = 'Unassigned courier';

/** The statement's file: one line per entry of its days, oldest first, with the balance after it. */
export function statementExportSource(
  db: Db,
  merchantId: number,
  range: StatementRange,
): ExportSource {
  const { rows, inRange, order } = statementRows(db, merchantId, range);
  return {
    title: 'Statement',
    columns: [
      { header: 'Date', kind: 'time', value: rows.at },
      {
        header: 'Entry',
        kind: 'text',
        value: sql`(case ${rows.kind} when 'bill' then 'Bill' when 'payment' then 'Payment' else 'Courier payment' end)`,
      },
      {
        header: 'Reference',
        kind: 'text',
        // The files keep their English words (decision 040); the API sends null for these.
        value: sql`(case when ${rows.kind} = 'courier_payment' then coalesce(${rows.reference}, ${UNASSIGNED_COURIER}) else ${rows.reference} end)`,
      },
      { header: 'Debit', kind: 'number', value: rows.debit },
      { header: 'Credit', kind: 'number', value: rows.credit },
      { header: 'Balance', kind: 'number', value: rows.balance },
    ],
    total: db
      .select({ n: sql`count(*)`.mapWith(Number) })
      .from(rows)
      .where(inRange)
      .then(([row]) => row?.n ?? 0),
    // A statement holds a few hundred entries a year: one query, whatever the slice size.
    async *queries(cells) {
      yield db
        .select(cells)
        .from(rows)
        .where(inRange)
        .orderBy(...order)
        .getSQL();
    },
  };
}
