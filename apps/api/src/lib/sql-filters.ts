import { eq, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;

/** Midnight of a merchant-local day: Asia/Dhaka is UTC+6 all year (no daylight saving). */
const dhakaMidnight = (day: string, addDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+06:00`) + addDays * DAY_MS);

/** The merchant-local day (yyyy-MM-dd) of an instant. */
export const dhakaDayOf = (instant: Date) =>
  new Date(instant.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

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
