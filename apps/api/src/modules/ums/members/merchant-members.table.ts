import { memberRoles, permissions } from '@mp/contract/ums/permissions';
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
 * A role the merchant made by ticking permissions of the catalogue (decision 076); a member or
 * an invitation names it with `role = 'custom'`.
 */
export const merchantRoles = pgTable(
  'merchant_roles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    name: text().notNull(),
    permissions: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_roles_name_key').on(t.merchantId, sql`lower(${t.name})`),
    check(
      'merchant_roles_permissions_known',
      sql`${t.permissions} <@ array[${sql.raw(permissions.map((code) => `'${code}'`).join(', '))}]::text[]`,
    ),
  ],
);

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
    role: text({ enum: memberRoles }).notNull(),
    customRoleId: integer().references(() => merchantRoles.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.userId] }),
    index('merchant_members_user_idx').on(t.userId, t.merchantId),
    check('merchant_members_role_known', oneOf(t.role, memberRoles)),
    check(
      'merchant_members_custom_role_named',
      sql`(${t.role} = 'custom') = (${t.customRoleId} is not null)`,
    ),
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
    role: text({ enum: memberRoles }).notNull(),
    customRoleId: integer().references(() => merchantRoles.id),
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
    check('merchant_invitations_role_known', oneOf(t.role, memberRoles)),
    check(
      'merchant_invitations_custom_role_named',
      sql`(${t.role} = 'custom') = (${t.customRoleId} is not null)`,
    ),
    check(
      'merchant_invitations_names_someone',
      sql`${t.phone} is not null or ${t.email} is not null`,
    ),
  ],
);
