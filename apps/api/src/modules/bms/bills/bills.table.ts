import { approvalStatuses } from '@mp/contract/bms/approvals';
import { billHistoryEvents } from '@mp/contract/bms/bills';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../../lib/money-column';
import { merchants } from '../../cms/merchants/merchants.table';

export const bills = pgTable(
  'bills',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    billNumber: text().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    totalBillAmount: money().notNull(),
    approvalStatus: text({ enum: approvalStatuses }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bills_bill_number_key').on(t.billNumber),
    index('bills_merchant_period_idx').on(t.merchantId, t.periodStart, t.id),
    index('bills_merchant_status_idx').on(t.merchantId, t.approvalStatus),
  ],
);

export const billHistories = pgTable(
  'bill_histories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    billId: integer()
      .notNull()
      .references(() => bills.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    event: text({ enum: billHistoryEvents }).notNull(),
    note: text(),
    amount: money(),
    actor: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bill_histories_merchant_bill_idx').on(t.merchantId, t.billId, t.createdAt)],
);
