import { type SQL, sql } from 'drizzle-orm';

/**
 * The CSV cell of a text column, formatted by PostgreSQL with the same rules as `csvCell`: a
 * value that begins with =, +, -, @, tab or carriage return gets a leading apostrophe, a value
 * with a comma, quote or line break is quoted with its quotes doubled, null is empty. Formatting
 * in SQL spares the export worker a JavaScript object, Date and string per cell.
 */
export function csvTextSql(column: unknown): SQL {
  const inert = sql`(case when ${column} ~ '^[=+@\t\r-]' then '''' || ${column} else ${column} end)`;
  return sql`coalesce(case when ${inert} ~ '[",\r\n]' then '"' || replace(${inert}, '"', '""') || '"' else ${inert} end, '')`;
}

/** A number (integer or numeric) as its exact decimal text; never neutralised. */
export const csvNumberSql = (column: unknown): SQL => sql`coalesce((${column})::text, '')`;

/** A timestamp as ISO 8601 in UTC with milliseconds, like Date#toISOString. */
export const csvTimeSql = (column: unknown): SQL =>
  sql`coalesce(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;

/** One CSV line (without its line break) from cells already formatted. */
export const csvLineSql = (cells: SQL[]): SQL => sql`concat_ws(',', ${sql.join(cells, sql`, `)})`;
