import { systemActors } from '@mp/contract/actors';
import { codStatuses } from '@mp/contract/oms/cod';
import {
  cancelReasonCodes,
  deliveryChargePaymentStatuses,
  orderStages,
  orderTypes,
  paymentProofStatuses,
  type TimelineDetails,
  timelineKinds,
} from '@mp/contract/oms/orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../../lib/check-values';
import { listIndexColumns } from '../../../lib/list-index';
import { money } from '../../../lib/money-column';
import { couriers } from '../../cms/couriers/couriers.table';
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
    /**
     * The items as a packer reads them, `SKU-1 x 2, SKU-7 x 1`: written with the order (its items
     * never change), so an export reads one column instead of aggregating every order's items.
     */
    itemList: text(),
    paymentProofKey: text(),
    paymentProofStatus: text({ enum: paymentProofStatuses }).notNull().default('none'),
    paymentProofValidatedAt: timestamp({ withTimezone: true }),
    paymentProofValidatedBy: integer().references(() => users.id),
    courierId: integer().references(() => couriers.id),
    trackingNumber: text(),
    /** When the courier reported collecting a COD order's cash (the ops `collect-cod`). */
    codCollectedAt: timestamp({ withTimezone: true }),
    /**
     * Where a delivered COD order's cash is (codStatuses), null for any other order. Kept by the
     * database (migration 0011) from the order, its courier payment and that payment's status, so
     * the reconciliation filters and counts by an indexed column instead of joining every order.
     */
    codStatus: text({ enum: codStatuses }),
    invoicePrintedAt: timestamp({ withTimezone: true }),
    invoicePrintCount: integer().notNull().default(0),
    /** Why it was cancelled (cancelReasonCodes); null unless cancelled. */
    cancelReasonCode: text({ enum: cancelReasonCodes }),
    /** The merchant's own words about the cancellation, if any. */
    cancelReason: text(),
    /** When the merchant confirmed it, and when it asked for its pickup (the scorecard's deadlines). */
    confirmedAt: timestamp({ withTimezone: true }),
    pickupRequestedAt: timestamp({ withTimezone: true }),
    /** Whether placing it took its items from stock (so cancelling returns them: decision 057). */
    stockTaken: boolean().notNull().default(false),
    ...timestamps,
    stageChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // A list walks the index of its sort, merchant first, and reads its filters from the same
    // index entries: a rare combination of filters skips entries, not table rows. Ascending
    // columns: a backward scan serves `desc`, matching the default null ordering.
    const filters = [
      t.stage,
      t.orderType,
      t.deliveryChargePaymentStatus,
      t.shopId,
      t.createdAt,
      t.invoicePrintedAt,
    ];
    const sortedBy = (...sortKey: typeof filters) => listIndexColumns(t, sortKey, filters);
    return [
      uniqueIndex('orders_order_number_key').on(t.orderNumber),
      // All Orders, and date ranges across stages.
      index('orders_merchant_created_idx').on(...sortedBy(t.createdAt)),
      // The stage tabs (default sort).
      index('orders_merchant_stage_created_idx').on(...sortedBy(t.stage, t.createdAt)),
      index('orders_merchant_total_idx').on(...sortedBy(t.total)),
      index('orders_merchant_number_idx').on(...sortedBy(t.orderNumber)),
      index('orders_merchant_stage_changed_idx').on(...sortedBy(t.stageChangedAt)),
      // The COD reconciliation, newest delivery first: all statuses, and one status (or the two
      // unremitted ones, for the overdue filter, whose cards count and sum the COD amounts read
      // from the index itself). Only delivered COD orders are in them.
      index('orders_merchant_cod_delivered_idx')
        .on(t.merchantId, t.stageChangedAt, t.id)
        .where(sql`${t.codStatus} is not null`),
      index('orders_merchant_cod_status_idx')
        .on(t.merchantId, t.codStatus, t.stageChangedAt, t.id, t.codAmount)
        .where(sql`${t.codStatus} is not null`),
      // The orders with a payment proof (B2B), by the proof's status: Home's proofs to check and
      // the list's proof filter, counted per stage from the index alone.
      index('orders_merchant_proof_idx')
        .on(t.merchantId, t.paymentProofStatus, t.createdAt, t.id, t.stage)
        .where(sql`${t.paymentProofStatus} <> 'none'`),
      // The cancelled orders by their reason: the scorecard's cancellations the shop caused, and
      // the list's reason filter, counted per stage from the index alone.
      index('orders_merchant_cancel_reason_idx')
        .on(t.merchantId, t.cancelReasonCode, t.createdAt, t.id, t.stage)
        .where(sql`${t.cancelReasonCode} is not null`),
      // A shop's orders, however few among the merchant's.
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
    ];
  },
);

/**
 * How many orders each merchant has in each stage, kept by statement triggers on `orders` in
 * the transaction of every insert, stage change and delete (migrations 0002, 0007): the stage
 * tabs' counts and the plain tabs' totals, the calls merchants make most, read a handful of rows
 * here instead of summing `order_counts` (decision 038).
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

/**
 * The COD reconciliation's status cards: per merchant and COD status, the delivered COD orders
 * and their COD amount, kept by statement triggers on `orders` (migration 0011) as
 * `order_counts` is.
 */
export const codCounts = pgTable(
  'cod_counts',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    status: text({ enum: codStatuses }).notNull(),
    orders: integer().notNull(),
    amount: money().notNull(),
  },
  (t) => [primaryKey({ name: 'cod_counts_pk', columns: [t.merchantId, t.status] })],
);

/**
 * How many orders a merchant has per Dhaka day placed and per value of every filter the orders
 * list offers but search, kept by statement triggers on `orders` in the transaction of every
 * insert, change and delete (migration 0004). The stage tabs' counts and every list total without
 * a search add up these rows instead of counting a big merchant's orders: a few thousand rows a
 * year, however many orders a day.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    /** The Dhaka day of `created_at`, the day the date filter names. */
    placedOn: date().notNull(),
    stage: text({ enum: orderStages }).notNull(),
    orderType: text({ enum: orderTypes }).notNull(),
    deliveryChargePaymentStatus: text({ enum: deliveryChargePaymentStatuses }).notNull(),
    shopId: integer().notNull(),
    /** `invoice_printed_at is not null`. */
    printed: boolean().notNull(),
    orders: integer().notNull(),
    /** The sum of those orders' totals (Home's sales per day: migration 0016). */
    sales: money().notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'order_counts_pk',
      columns: [
        t.merchantId,
        t.placedOn,
        t.stage,
        t.orderType,
        t.deliveryChargePaymentStatus,
        t.shopId,
        t.printed,
      ],
    }),
  ],
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
    /** What the entry records, as values (the panel words them); null: a stage move, a note. */
    details: jsonb().$type<TimelineDetails>(),
    /** Null: not a merchant user, but who `actorKind` names. */
    actorUserId: integer().references(() => users.id),
    /** Who acted when no user did; null with no user too: the marketplace (older rows). */
    actorKind: text({ enum: systemActors }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_timeline_order_idx').on(t.orderId, t.createdAt, t.id),
    check('order_timeline_actor_kind_known', oneOf(t.actorKind, systemActors)),
  ],
);
