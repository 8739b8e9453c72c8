import { dhakaMidnight } from '@mp/contract/dhaka-time';
import { eq, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `from` and `to` are yyyy-MM-dd merchant-local days, both included. */
export function withinDhakaDays(column: PgColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, dhakaMidnight(from)));
  if (to) conditions.push(lt(column, dhakaMidnight(to, 1)));
  return conditions;
}

/** An ILIKE pattern for "contains": `%`, `_` and `\` typed by the merchant are literal. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A status filter of a list or a sum: `all` (or none) keeps every row. */
export const statusIs = (column: PgColumn, status: string | undefined) =>
  status && status !== 'all' ? eq(column, status) : undefined;
