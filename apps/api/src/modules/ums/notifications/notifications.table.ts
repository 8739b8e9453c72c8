import { notificationKinds, type notificationSchema } from '@mp/contract/ums/notifications';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../users/users.table';

/**
 * The notification centre: what happened that a user of a merchant should see, written by
 * triggers in the transaction of the change (migration 0014, decision 052), read per user and
 * merchant, newest first.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    kind: text({ enum: notificationKinds }).notNull(),
    subjectId: integer(),
    details: jsonb()
      .$type<z.infer<typeof notificationSchema>['details']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_merchant_idx').on(t.userId, t.merchantId, t.id),
    index('notifications_unread_idx').on(t.userId, t.merchantId).where(sql`${t.readAt} is null`),
  ],
);
