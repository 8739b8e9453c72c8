import type { Writable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import { dhakaMinuteText } from '../../../lib/dhaka-sql';
import type { CellKind, ExportColumn } from './export-columns';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Every cell comes out of the query as text, so both database drivers hand back the same thing;
 * the writer makes it the cell it is (xlsxValue).
 */
const texts: Record<CellKind, (column: unknown) => SQL> = {
  text: (column) => sql`(${column})::text`,
  phone: (column) => sql`(${column})::text`,
  number: (column) => sql`(${column})::text`,
  time: dhakaMinuteText,
  date: (column) => sql`(${column})::text`,
};

/** The select list of an XLSX slice, named (`cell0`...) as the rows are read back by name. */
export const xlsxCellsSql = (columns: ExportColumn[]): Record<string, SQL.Aliased> =>
  Object.fromEntries(
    columns.map((column, i) => [`cell${i}`, texts[column.kind](column.value).as(`cell${i}`)]),
  );

export type TextRow = Record<string, string | null>;

/** The rows of a query; both drivers (node-postgres and PGlite) answer with `rows`. */
export async function readRows(db: Db, query: SQL): Promise<TextRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: TextRow[] };
  return result.rows;
}

/**
 * A cell's value: a string stays a text cell (a leading 0 stays, `=1+1` is never a formula), an
 * amount a number, a time a date cell showing the merchant's wall clock (a spreadsheet's dates
 * have no zone, so the Dhaka time is written as it reads).
 */
function xlsxValue(kind: CellKind, text: string | null): ExcelJS.CellValue {
  if (text === null || text === '') return null;
  if (kind === 'number') return Number(text);
  if (kind === 'time') return new Date(`${text.replace(' ', 'T')}:00Z`);
  if (kind === 'date') return new Date(`${text}T00:00:00Z`);
  return text;
}

const formats: Partial<Record<CellKind, string>> = {
  time: 'yyyy-mm-dd hh:mm',
  date: 'yyyy-mm-dd',
};

/** One worksheet streamed into `stream`: rows are written (and forgotten) as they are added. */
export class XlsxSheetWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  constructor(
    stream: Writable,
    title: string,
    private readonly columns: ExportColumn[],
  ) {
    // Shared strings would keep every distinct text in memory until the end: inline ones do not.
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
    this.sheet.columns = columns.map((column) => ({
      header: column.header,
      width: Math.max(12, column.header.length + 2),
      ...(formats[column.kind] ? { style: { numFmt: formats[column.kind] } } : {}),
    }));
  }

  addRow(row: TextRow) {
    this.sheet
      .addRow(this.columns.map((column, i) => xlsxValue(column.kind, row[`cell${i}`] ?? null)))
      .commit();
  }

  async finish() {
    this.sheet.commit();
    await this.workbook.commit();
  }
}
