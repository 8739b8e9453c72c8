import { notificationKinds, type notificationSchema } from '@mp/contract/ums/notifications';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../users/users.table';

/**
 * The notification centre: what happened that the people of a merchant should see, written by
 * triggers in the transaction of the change (migration 0014, decision 052). A row is for every
 * member whose role may see its kind (`user_id` null: one row whatever the team's size) or, for
 * what is one person's own (their export is ready), for that person (decision 077).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    kind: text({ enum: notificationKinds }).notNull(),
    subjectId: integer(),
    details: jsonb()
      .$type<z.infer<typeof notificationSchema>['details']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_merchant_idx').on(t.merchantId, t.id),
    // A role told of a few kinds reads only those, and a person's own apart, not the whole history.
    index('notifications_merchant_kind_idx').on(t.merchantId, t.kind, t.id),
    index('notifications_personal_idx')
      .on(t.userId, t.merchantId, t.id)
      .where(sql`${t.userId} is not null`),
  ],
);

/** One person's read of one notification. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/** "Mark all read": every notification of the merchant up to this id is read for the person. */
export const notificationReadMarks = pgTable(
  'notification_read_marks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    readThroughId: integer().notNull(),
    markedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantId] })],
);
