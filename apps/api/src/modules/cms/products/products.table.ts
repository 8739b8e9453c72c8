import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The merchant's list: every filter starts from the merchant; search scans these rows.
    index('shop_products_merchant_idx').on(t.merchantId, t.id),
    index('shop_products_shop_idx').on(t.shopId, t.id),
    // The public offers of one catalogue product, cheapest first.
    index('shop_products_catalogue_idx').on(t.catalogueProductId, t.price, t.id),
    uniqueIndex('shop_products_shop_sku_key').on(t.shopId, t.sku),
    check('shop_products_stock_non_negative', sql`${t.stock} >= 0`),
    check('shop_products_delivery_charge_non_negative', sql`${t.deliveryCharge} >= 0`),
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
    reason: text(),
    changedByUserId: integer().references(() => users.id),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_changes_product_idx').on(t.merchantId, t.shopProductId, t.id),
    check('stock_changes_new_stock_non_negative', sql`${t.newStock} >= 0`),
  ],
);
