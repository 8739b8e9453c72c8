import { builtInRoles } from '@mp/contract/ums/permissions';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../lib/check-values';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../users/users.table';

/**
 * Who belongs to a merchant account and in which role: what sign-in, the live stream and every
 * route check (decision 076). A merchant's founding owner is a member from its first row
 * (trigger `merchants_owner_member`).
 */
export const merchantMembers = pgTable(
  'merchant_members',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    role: text({ enum: builtInRoles }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.userId] }),
    index('merchant_members_user_idx').on(t.userId, t.merchantId),
    check('merchant_members_role_known', oneOf(t.role, builtInRoles)),
  ],
);
