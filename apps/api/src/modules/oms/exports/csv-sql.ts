import { type SQL, sql } from 'drizzle-orm';

/**
 * Begins with tab, carriage return, +, -, = or @: a spreadsheet would run it as a formula. The
 * first test settles most cells at once (a letter or Bangla is 65 or more).
 */
const formulaStart = (column: unknown) =>
  sql`(ascii(${column}) < 65 and ascii(${column}) in (9, 13, 43, 45, 61, 64))`;

/**
 * The CSV cell of a text column, formatted by PostgreSQL with the same rules as `csvCell`: a
 * value that begins with =, +, -, @, tab or carriage return gets a leading apostrophe, a value
 * with a comma, quote or line break is quoted with its quotes doubled, null is empty. Formatting
 * in SQL spares the export worker a JavaScript object, Date and string per cell.
 *
 * Tuned because an export formats millions of cells: the first character's code and LIKE cost
 * far less than regular expressions, and each test runs once (the apostrophe needs no quotes).
 */
export function csvTextSql(column: unknown): SQL {
  const needsQuotes = sql`(${column} like '%,%' or ${column} like '%"%' or ${column} like E'%\\n%' or ${column} like E'%\\r%')`;
  const doubled = sql`replace(${column}, '"', '""')`;
  return sql`(case
    when ${column} is null then ''
    when ${formulaStart(column)} then (case when ${needsQuotes} then '"''' || ${doubled} || '"' else '''' || ${column} end)
    when ${needsQuotes} then '"' || ${doubled} || '"'
    else ${column} end)`;
}

/** A number (integer or numeric) as its exact decimal text; never neutralised. */
const csvNumberSql = (column: unknown): SQL => sql`coalesce((${column})::text, '')`;

const isoTimeSql = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp as ISO 8601 in UTC with milliseconds, like Date#toISOString. */
const csvTimeSql = (column: unknown): SQL => sql`coalesce(${isoTimeSql(column)}, '')`;

/** A column of an export file, and what kind of cell it makes. */
export type CsvColumn = { kind: 'text' | 'number' | 'time'; value: unknown };

const lineCells = { text: csvTextSql, number: csvNumberSql, time: csvTimeSql };

/** One CSV line (without its line break), built by PostgreSQL. */
export const csvLineSql = (columns: CsvColumn[]): SQL =>
  sql`concat_ws(',', ${sql.join(
    columns.map((column) => lineCells[column.kind](column.value)),
    sql`, `,
  )})`;

/**
 * The same cells for `COPY ... TO STDOUT (FORMAT csv)`, whose C writer quotes a value with a
 * comma, quote or line break itself, by the same rule and far faster than SQL can: here a formula
 * only gets its apostrophe, and null and empty text become null, which COPY writes as an empty
 * cell (it writes an empty text as ""). Numbers and times never need quotes.
 */
const copyCells = {
  text: (column: unknown) =>
    sql`(case when ${formulaStart(column)} then '''' || ${column} else nullif(${column}, '') end)`,
  number: (column: unknown) => sql`(${column})::text`,
  time: isoTimeSql,
};

export const copyCsvCellsSql = (columns: CsvColumn[]): SQL[] =>
  columns.map((column) => copyCells[column.kind](column.value));
