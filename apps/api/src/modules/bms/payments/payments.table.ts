import { systemActors } from '@mp/contract/actors';
import { approvalStatuses } from '@mp/contract/bms/approvals';
import { paymentHistoryEvents, paymentMethods } from '@mp/contract/bms/payments';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../../../lib/check-values';
import { money } from '../../../lib/money-column';
import { merchants } from '../../cms/merchants/merchants.table';
import { paymentTransactions } from '../transactions/transactions.table';

export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    amount: money().notNull(),
    method: text({ enum: paymentMethods }).notNull(),
    reference: text(),
    approvalStatus: text({ enum: approvalStatuses }).notNull().default('pending'),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    approvedAt: timestamp({ withTimezone: true }),
    /** Set for online payments; unique, so one verified transaction is recorded once. */
    transactionId: integer().references(() => paymentTransactions.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_transaction_id_key').on(t.transactionId),
    index('payments_merchant_paid_at_idx').on(t.merchantId, t.paidAt, t.id),
    index('payments_merchant_status_idx').on(t.merchantId, t.approvalStatus),
  ],
);

export const paymentHistories = pgTable(
  'payment_histories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    event: text({ enum: paymentHistoryEvents }).notNull(),
    note: text(),
    amount: money(),
    actor: text({ enum: systemActors }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_histories_merchant_payment_idx').on(t.merchantId, t.paymentId, t.createdAt),
    check('payment_histories_actor_known', oneOf(t.actor, systemActors)),
  ],
);
