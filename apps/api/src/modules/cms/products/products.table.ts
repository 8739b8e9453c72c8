import { stockChangeKinds } from '@mp/contract/cms/products';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listIndexColumns } from '../../../lib/list-index';
import { money } from '../../../lib/money-column';
import { users } from '../../ums/users/users.table';
import { merchants } from '../merchants/merchants.table';
import { shops } from '../shops/shops.table';

/** The marketplace's catalogue entry; several shops (of several merchants) may sell it. */
export const catalogueProducts = pgTable('catalogue_products', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  brand: text(),
  category: text().notNull(),
  image: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One shop's offer of a catalogue product: its own price, stock and delivery charge. */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    catalogueProductId: integer()
      .notNull()
      .references(() => catalogueProducts.id),
    name: text().notNull(),
    sku: text().notNull(),
    price: money().notNull(),
    stock: integer().notNull().default(0),
    lowStockThreshold: integer().notNull().default(5),
    deliveryCharge: money().notNull().default(0),
    delisted: boolean().notNull().default(false),
    /** Who delisted it: the merchant, or the auto-delist rule (null while listed). */
    delistedBy: text({ enum: ['merchant', 'auto'] }),
    /** Whether the threshold is the product's own, not the merchant's default following it. */
    ownLowStockThreshold: boolean().notNull().default(false),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // The merchant's list walks the index of its sort and checks its filters (shop, listed,
    // low on stock) inside the index entries, as the orders list does (decision 038).
    const filters = [t.shopId, t.delisted, t.stock, t.lowStockThreshold];
    const sortedBy = (sortKey: (typeof filters)[number]) => listIndexColumns(t, [sortKey], filters);
    return [
      index('shop_products_merchant_idx').on(...listIndexColumns(t, [], filters)),
      index('shop_products_merchant_name_idx').on(...sortedBy(t.name)),
      index('shop_products_merchant_sku_idx').on(...sortedBy(t.sku)),
      index('shop_products_merchant_price_idx').on(...sortedBy(t.price)),
      index('shop_products_merchant_stock_idx').on(...sortedBy(t.stock)),
      index('shop_products_merchant_charge_idx').on(...sortedBy(t.deliveryCharge)),
      index('shop_products_merchant_updated_idx').on(...sortedBy(t.updatedAt)),
      // The search box: trigrams of the name and SKU within the merchant (btree_gin).
      index('shop_products_merchant_search_idx').using(
        'gin',
        t.merchantId,
        sql`(${sql.identifier('name')} || ' ' || ${sql.identifier('sku')}) gin_trgm_ops`,
      ),
      index('shop_products_shop_idx').on(t.shopId, t.id),
      // The public offers of one catalogue product, cheapest first.
      index('shop_products_catalogue_idx').on(t.catalogueProductId, t.price, t.id),
      uniqueIndex('shop_products_shop_sku_key').on(t.shopId, t.sku),
      check('shop_products_stock_non_negative', sql`${t.stock} >= 0`),
      check('shop_products_delivery_charge_non_negative', sql`${t.deliveryCharge} >= 0`),
    ];
  },
);

/**
 * How many products a merchant has per shop, listed or not and low on stock or not, kept by
 * statement triggers on `shop_products` in the transaction of every change (migration 0007):
 * the products list's total without a search sums a few rows instead of counting the products.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    shopId: integer().notNull(),
    delisted: boolean().notNull(),
    /** `is_low_stock(stock, low_stock_threshold)`, kept by the counts trigger. */
    lowStock: boolean().notNull(),
    products: integer().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'product_counts_pk',
      columns: [t.merchantId, t.shopId, t.delisted, t.lowStock],
    }),
  ],
);

/** Every stock change of a shop product: who changed it, when, from what to what. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    shopProductId: integer()
      .notNull()
      .references(() => shopProducts.id),
    previousStock: integer().notNull(),
    newStock: integer().notNull(),
    delta: integer().notNull(),
    kind: text({ enum: stockChangeKinds }).notNull().default('manual'),
    reason: text(),
    /**
     * The order that took or returned the stock. No foreign key: orders' table refers to this
     * module's products, and orders are never deleted.
     */
    orderId: integer(),
    changedByUserId: integer().references(() => users.id),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A product's history, newest first: an automatic change is written by the database during
    // the statement that moved the stock, after the statement began (clock_timestamp).
    index('stock_changes_product_idx').on(t.merchantId, t.shopProductId, t.changedAt, t.id),
    check('stock_changes_new_stock_non_negative', sql`${t.newStock} >= 0`),
  ],
);
