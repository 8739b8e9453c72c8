import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counted attempts for rate limits. Kept in the database, not in one process's memory, so
 * the limits hold across every API process sharing it.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text().notNull(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);
