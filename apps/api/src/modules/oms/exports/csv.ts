import { type SQL, sql } from 'drizzle-orm';

/**
 * The one CSV rule of every export file. The cells are made by the query (below) and written by
 * PostgreSQL's COPY in its CSV format, which quotes a cell holding a comma, quote or line break
 * and doubles its quotes (RFC 4180); every line then ends with CRLF (copy-csv.ts).
 */

/** Excel (and other spreadsheets) read this byte order mark as "the file is UTF-8": Bangla shows. */
export const UTF8_BOM = '\uFEFF';

/** Whole CSV lines as they go into the file, and how many lines they are. */
export type CsvChunk = { text: string | Buffer; lines: number };

/** A column of an export file, and what kind of cell it makes. */
export type CsvColumn = { kind: 'text' | 'number' | 'time'; value: unknown };

/**
 * Begins with tab, carriage return, +, -, = or @: a spreadsheet would run it as a formula. The
 * first test settles most cells at once (a letter or Bangla is 65 or more).
 */
const formulaStart = (column: unknown) =>
  sql`(ascii(${column}) < 65 and ascii(${column}) in (9, 13, 43, 45, 61, 64))`;

const cells = {
  /** A formula gets a leading apostrophe (inert text); null and empty text are an empty cell. */
  text: (column: unknown) =>
    sql`(case when ${formulaStart(column)} then '''' || ${column} else nullif(${column}, '') end)`,
  /** Its exact decimal text, never neutralised: negative amounts stay numbers. */
  number: (column: unknown) => sql`(${column})::text`,
  /** ISO 8601 in UTC with milliseconds, like Date#toISOString. */
  time: (column: unknown) =>
    sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The select list of an export query: one cell per column, in the file's order. */
export const csvCellsSql = (columns: CsvColumn[]): Record<string, SQL> =>
  Object.fromEntries(columns.map((column, i) => [`cell${i}`, cells[column.kind](column.value)]));

/** A header line; its names are ours and need no quoting. */
export function csvHeaderLine(names: readonly string[]) {
  const unsafe = names.find((name) => /^[=+\-@\t\r]|[",\r\n]/.test(name));
  if (unsafe !== undefined) throw new Error(`header ${JSON.stringify(unsafe)} needs quoting`);
  return `${names.join(',')}\r\n`;
}
