import { savedViewLists } from '@mp/contract/ums/saved-views';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../users/users.table';

/** A user's named list of a merchant account, with its filters (#25 item 8, decision 058). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    list: text({ enum: savedViewLists }).notNull(),
    name: text().notNull(),
    path: text().notNull(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_views_user_merchant_idx').on(t.userId, t.merchantId, t.position, t.id),
    uniqueIndex('saved_views_name_key').on(t.userId, t.merchantId, t.list, t.name),
  ],
);
