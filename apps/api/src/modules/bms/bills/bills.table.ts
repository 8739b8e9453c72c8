import { systemActors } from '@mp/contract/actors';
import { approvalStatuses } from '@mp/contract/bms/approvals';
import { type BillLineDetails, billHistoryEvents, billLineKinds } from '@mp/contract/bms/bills';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../../lib/check-values';
import { money } from '../../../lib/money-column';
import { merchants } from '../../cms/merchants/merchants.table';
import { orders } from '../../oms/orders/orders.table';

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
    actor: text({ enum: systemActors }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bill_histories_merchant_bill_idx').on(t.merchantId, t.billId, t.createdAt),
    check('bill_histories_actor_known', oneOf(t.actor, systemActors)),
  ],
);

const feeRuleKinds = ['commission', 'cod_fee', 'platform_fee'] as const;

/**
 * The marketplace's published fees (decision 047), the same for every merchant: a commission
 * in percent of an order's items by product category (`category` null: every category without
 * its own rule), a COD fee in percent of the cash collected, a platform fee per billing period.
 * A rule holds from `validFrom` until a later rule of the same kind and category replaces it.
 */
export const feeRules = pgTable(
  'fee_rules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: feeRuleKinds }).notNull(),
    category: text(),
    percent: numeric({ precision: 5, scale: 2, mode: 'number' }),
    amount: money(),
    validFrom: date({ mode: 'string' }).notNull(),
  },
  (t) => [index('fee_rules_kind_idx').on(t.kind, t.category, t.validFrom)],
);

/**
 * What a bill is made of: its lines sum exactly to `bills.total_bill_amount` (the bill is
 * written with its lines, in one transaction). Order lines carry their order.
 */
export const billLines = pgTable(
  'bill_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    billId: integer()
      .notNull()
      .references(() => bills.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    kind: text({ enum: billLineKinds }).notNull(),
    orderId: integer().references(() => orders.id),
    description: text().notNull(),
    /** The values the panel words the line from (null: an adjustment, a delivery charge). */
    details: jsonb().$type<BillLineDetails>(),
    amount: money().notNull(),
  },
  (t) => [
    // The bill page's order (by order, the period's lines last), its kind filter in the entries.
    index('bill_lines_bill_idx').on(t.merchantId, t.billId, t.orderId, t.id, t.kind),
    index('bill_lines_order_idx').on(t.orderId),
  ],
);
