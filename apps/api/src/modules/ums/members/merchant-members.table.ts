import { builtInRoles } from '@mp/contract/ums/permissions';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * An invitation to join a merchant in a role, sent as a link by SMS or e-mail. The link's secret
 * is kept only as its hash; it works once, until it expires or the merchant withdraws it.
 */
export const merchantInvitations = pgTable(
  'merchant_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    phone: text(),
    email: text(),
    role: text({ enum: builtInRoles }).notNull(),
    tokenHash: text().notNull(),
    invitedByUserId: integer()
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedByUserId: integer().references(() => users.id),
    withdrawnAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_invitations_token_key').on(t.tokenHash),
    index('merchant_invitations_merchant_idx').on(t.merchantId, t.createdAt),
    check('merchant_invitations_role_known', oneOf(t.role, builtInRoles)),
    check(
      'merchant_invitations_names_someone',
      sql`${t.phone} is not null or ${t.email} is not null`,
    ),
  ],
);
