import { DHAKA_TIME_ZONE } from '@mp/contract/dhaka-time';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Dhaka time in SQL, by the same tz database name the API and the panel use
 * (`@mp/contract/dhaka-time`); the migrations' triggers write the same name. Written into the
 * statement, not bound, so that PostgreSQL plans it as the constant it is.
 */
const DHAKA = sql.raw(`'${DHAKA_TIME_ZONE}'`);

/** The merchant's calendar day of an instant column, as a `date`. */
export const dhakaDate = (instant: unknown): SQL<string> =>
  sql`(${instant} at time zone ${DHAKA})::date`;

/** The merchant's calendar day of an instant column, as yyyy-MM-dd text. */
export const dhakaDayText = (instant: unknown): SQL<string> =>
  sql`to_char(${instant} at time zone ${DHAKA}, 'YYYY-MM-DD')`;

/** An instant as the merchant's clock shows it, `2026-11-25 15:07`: what a spreadsheet reads as a date. */
export const dhakaMinuteText = (instant: unknown): SQL<string> =>
  sql`to_char(${instant} at time zone ${DHAKA}, 'YYYY-MM-DD HH24:MI')`;

/**
 * The instant the merchant-local day `day` (a date expression) begins, `addDays` later:
 * `dhakaDayStart(to, 1)` is the end of `to`. For times that are no table's column (nothing would
 * encode a JS Date for them, and an export inlines its values).
 */
export const dhakaDayStart = (day: unknown, addDays: number | SQL = 0): SQL =>
  sql`((${day})::date + ${addDays}::int)::timestamp at time zone ${DHAKA}`;
