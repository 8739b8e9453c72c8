import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../users/users.table';

/**
 * A person's authenticator app (TOTP, decision 080). The key is kept sealed with TWO_STEP_KEY:
 * a copy of the database alone does not give anyone the codes.
 */
export const userTwoStep = pgTable('user_two_step', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  sealedSecret: text().notNull(),
  /** Null while the key waits for its first code: until then sign-in does not ask for one. */
  enabledAt: timestamp({ withTimezone: true }),
  /** The newest 30-second step whose code was taken: no code works twice. */
  lastTimeStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Codes that stand in for the app once each, kept only as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right, waiting for its second step: kept as the ticket's hash,
 * taken once, for 5 minutes. It remembers the browser, so the session it opens is that one's.
 */
export const secondStepTickets = pgTable('second_step_tickets', {
  ticketHash: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id),
  /** The browser's device id: the one its cookie named, or a new one. */
  deviceId: text().notNull(),
  newDevice: boolean().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** What a merchant account asks of everyone in its team at sign-in. */
export const merchantSignInRules = pgTable('merchant_sign_in_rules', {
  merchantId: integer()
    .primaryKey()
    .references(() => merchants.id),
  twoStepRequired: boolean().notNull().default(false),
  updatedBy: integer().references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
