import {
  deliveryChargePaymentStatuses,
  orderStages,
  orderTypes,
  paymentProofStatuses,
  timelineKinds,
} from '@mp/contract/oms/orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../../lib/money-column';
import { merchants } from '../../cms/merchants/merchants.table';
import { shopProducts } from '../../cms/products/products.table';
import { shops } from '../../cms/shops/shops.table';
import { users } from '../../ums/users/users.table';

/** Feeds the human-readable order number ORD-<yymm>-<n>, unique across all merchants. */
export const orderNumberSequence = pgSequence('order_number_seq');

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    orderNumber: text().notNull(),
    stage: text({ enum: orderStages }).notNull().default('placed'),
    orderType: text({ enum: orderTypes }).notNull(),
    deliveryChargePaymentStatus: text({ enum: deliveryChargePaymentStatuses })
      .notNull()
      .default('unpaid'),
    customerName: text().notNull(),
    customerPhone: text().notNull(),
    deliveryAddress: text().notNull(),
    deliveryArea: text(),
    deliveryCity: text().notNull(),
    deliveryPostalCode: text(),
    subtotal: money().notNull(),
    deliveryCharge: money().notNull().default(0),
    discount: money().notNull().default(0),
    total: money().notNull(),
    codAmount: money().notNull().default(0),
    itemCount: integer().notNull(),
    paymentProofKey: text(),
    paymentProofStatus: text({ enum: paymentProofStatuses }).notNull().default('none'),
    paymentProofValidatedAt: timestamp({ withTimezone: true }),
    paymentProofValidatedBy: integer().references(() => users.id),
    courierName: text(),
    trackingNumber: text(),
    invoicePrintedAt: timestamp({ withTimezone: true }),
    invoicePrintCount: integer().notNull().default(0),
    cancelReason: text(),
    ...timestamps,
    stageChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    // Ascending columns: a backward scan serves `desc`, matching the default null ordering.
    // The stage lists (default sort) and, by its leading columns, the per-stage counts.
    index('orders_merchant_stage_created_idx').on(t.merchantId, t.stage, t.createdAt, t.id),
    // All Orders, and date ranges across stages.
    index('orders_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    index('orders_merchant_stage_changed_idx').on(t.merchantId, t.stage, t.stageChangedAt, t.id),
    index('orders_merchant_shop_created_idx').on(t.merchantId, t.shopId, t.createdAt),
    // The search box: trigrams of what it searches, within the merchant (btree_gin), so a
    // search never reads another merchant's orders nor the merchant's whole list.
    index('orders_merchant_search_idx').using(
      'gin',
      t.merchantId,
      sql`(${sql.identifier('order_number')} || ' ' || ${sql.identifier('customer_name')} || ' ' || ${sql.identifier('customer_phone')}) gin_trgm_ops`,
    ),
    check(
      'orders_amounts_non_negative',
      sql`${t.subtotal} >= 0 and ${t.deliveryCharge} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0 and ${t.codAmount} >= 0`,
    ),
    check('orders_item_count_positive', sql`${t.itemCount} > 0`),
  ],
);

/**
 * How many orders each merchant has in each stage, kept by statement triggers on `orders` in
 * the transaction of every insert, stage change and delete (migration 0002): the stage tabs'
 * counts and the plain lists' totals read it instead of counting a big merchant's orders.
 */
export const orderStageCounts = pgTable(
  'order_stage_counts',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    stage: text({ enum: orderStages }).notNull(),
    orders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.stage] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopProductId: integer()
      .notNull()
      .references(() => shopProducts.id),
    name: text().notNull(),
    sku: text().notNull(),
    unitPrice: money().notNull(),
    quantity: integer().notNull(),
    lineTotal: money().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.id),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every stage change, note and payment event of an order, with who did it. */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    kind: text({ enum: timelineKinds }).notNull(),
    fromStage: text({ enum: orderStages }),
    toStage: text({ enum: orderStages }),
    note: text(),
    /** Null: not a merchant user (the marketplace's operations, or the customer). */
    actorUserId: integer().references(() => users.id),
    actorLabel: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_timeline_order_idx').on(t.orderId, t.createdAt, t.id)],
);
