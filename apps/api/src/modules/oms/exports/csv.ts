import { type SQL, sql } from 'drizzle-orm';
import { dhakaMinuteText } from '../../../lib/dhaka-sql';
import type { CellKind, ExportCell } from './export-columns';

/**
 * The one CSV rule of every export file. The cells are made by the query (below) and written by
 * PostgreSQL's COPY in its CSV format, which quotes a cell holding a comma, quote or line break
 * and doubles its quotes (RFC 4180); every line then ends with CRLF (copy-csv.ts).
 */

/** Excel (and other spreadsheets) read this byte order mark as "the file is UTF-8": Bangla shows. */
export const UTF8_BOM = '\uFEFF';

/** Whole CSV lines as they go into the file, and how many lines they are. */
export type CsvChunk = { text: string | Buffer; lines: number };

/**
 * Begins with tab, carriage return, +, -, = or @: a spreadsheet would run it as a formula. The
 * first test settles most cells at once (a letter or Bangla is 65 or more).
 */
const formulaStart = (column: unknown) =>
  sql`(ascii(${column}) < 65 and ascii(${column}) in (9, 13, 43, 45, 61, 64))`;

/** A formula gets a leading apostrophe (inert text); null and empty text are an empty cell. */
const inertText = (column: unknown) =>
  sql`(case when ${formulaStart(column)} then '''' || ${column} else nullif(${column}, '') end)`;

const cells: Record<CellKind, (column: unknown) => SQL> = {
  text: inertText,
  /**
   * A spreadsheet reads `01712345678` as the number 1712345678; the local way of writing a mobile
   * number, `01712-345678`, stays text. Any other form is written as text is. (A match begins
   * with 0, so it needs no formula test: the test would repeat the rewrite four times per row.)
   */
  phone: (column) =>
    sql`(case when ${column} ~ '^0[0-9]{10}$' then left(${column}, 5) || '-' || substr(${column}, 6) else ${inertText(column)} end)`,
  /** Its exact decimal text, never neutralised: negative amounts stay numbers. */
  number: (column) => sql`(${column})::text`,
  time: dhakaMinuteText,
  date: (column) => sql`(${column})::text`,
};

/**
 * The select list of an export query: one cell per column, in the file's order. A cell repeats
 * its value's SQL: a value that is costly to compute comes from a join, not an expression here.
 */
export const csvCellsSql = (columns: ExportCell[]): Record<string, SQL> =>
  Object.fromEntries(columns.map((column, i) => [`cell${i}`, cells[column.kind](column.value)]));

/** A header line; its names are ours and need no quoting. */
export function csvHeaderLine(names: readonly string[]) {
  const unsafe = names.find((name) => /^[=+\-@\t\r]|[",\r\n]/.test(name));
  if (unsafe !== undefined) throw new Error(`header ${JSON.stringify(unsafe)} needs quoting`);
  return `${names.join(',')}\r\n`;
}
