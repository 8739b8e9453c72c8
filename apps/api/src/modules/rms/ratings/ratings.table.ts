import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../../cms/merchants/merchants.table';
import { shopProducts } from '../../cms/products/products.table';
import { shops } from '../../cms/shops/shops.table';

/**
 * A customer's rating. Without a shop product it rates the shop as a seller; with one it rates
 * that product as sold by that shop. The two never mix in averages.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    shopProductId: integer().references(() => shopProducts.id),
    rating: smallint().notNull(),
    review: text(),
    customerName: text().notNull(),
    ratedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ratings_shop_idx')
      .on(t.merchantId, t.shopId, t.ratedAt, t.id)
      .where(sql`${t.shopProductId} is null`),
    index('ratings_product_idx')
      .on(t.merchantId, t.shopProductId, t.ratedAt, t.id)
      .where(sql`${t.shopProductId} is not null`),
    check('ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
