import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * A CHECK's condition that `column` holds one of `values` (a null passes, as in any CHECK). The
 * values are written as literals: drizzle-kit copies a check's SQL into the migration as it is.
 */
export const oneOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
