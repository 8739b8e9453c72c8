import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../../../lib/money-column';

const sandboxCheckoutStatuses = ['pending', 'paid', 'failed', 'cancelled'] as const;

/**
 * The embedded sandbox provider's own records, as a real gateway keeps them on its side:
 * the API never reads this table, it asks the sandbox's status API.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    sessionKey: text().primaryKey(),
    tranId: text().notNull(),
    amount: money().notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    status: text({ enum: sandboxCheckoutStatuses }).notNull().default('pending'),
    bankTranId: text(),
    /** Where the signed server-to-server notification goes (the merchant's ipn_url). */
    callbackPath: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_checkout_sessions_tran_id_key').on(t.tranId),
    index('sandbox_checkout_sessions_expires_idx').on(t.expiresAt),
  ],
);
