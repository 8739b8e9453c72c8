import { liveTopics } from '@mp/contract/ums/events';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../users/users.table';

/**
 * The outbox of the live panel: one row per merchant and statement that changed what its screens
 * show, written by triggers in the transaction of the change (migration 0013), so a change that
 * rolls back announces nothing and one that commits is never lost. Each insert is also sent by
 * NOTIFY on commit; a stream that dropped resumes by reading the rows after its last id.
 */
export const merchantEvents = pgTable(
  'merchant_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    topic: text({ enum: liveTopics }).notNull(),
    /** How many orders the statement placed (the "new orders" bar), else null. */
    placed: integer(),
    /**
     * When the row was written, not when its transaction began (now()): a resume replays the
     * last seconds by this time, and a long transaction's event must count from its writing.
     */
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('merchant_events_merchant_idx').on(t.merchantId, t.id),
    index('merchant_events_created_idx').on(t.createdAt),
  ],
);

/**
 * The open live streams of every process, so the streams of one user are bounded across devices
 * and processes (LIVE_STREAMS_PER_USER). A process refreshes `seen_at` of its own streams with
 * each ping; a row not seen for a minute belongs to a process that died and no longer counts.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    openedAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    seenAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('live_streams_user_idx').on(t.userId, t.openedAt)],
);
