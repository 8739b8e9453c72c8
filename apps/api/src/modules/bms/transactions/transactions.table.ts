import { paymentProviders, transactionStatuses } from '@mp/contract/bms/transactions';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../../lib/money-column';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../../ums/users/users.table';

/** One online payment attempt through a provider; it becomes a payment only once verified. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    amount: money().notNull(),
    currency: text().notNull().default('BDT'),
    provider: text({ enum: paymentProviders }).notNull(),
    /** Our id for the attempt, sent to the provider as its tran_id. */
    tranId: text().notNull(),
    providerSessionKey: text(),
    /** The provider's proof of the payment (sandbox bank tran id, SSLCommerz val_id). */
    providerReference: text(),
    status: text({ enum: transactionStatuses }).notNull().default('initiated'),
    validatedAt: timestamp({ withTimezone: true }),
    /** The verified facts the decision was based on, kept for reconciliation. */
    verification: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_tran_id_key').on(t.tranId),
    index('payment_transactions_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);
