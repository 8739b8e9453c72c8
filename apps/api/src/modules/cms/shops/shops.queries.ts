import type { ShopListQuery } from '@mp/contract/cms/shops';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ratings } from '../../rms/ratings/ratings.table';
import { shopProducts } from '../products/products.table';
import { shops } from './shops.table';

/**
 * Shops with their product counts and seller rating, aggregated per shop in two grouped
 * subqueries over the merchant's rows: one round trip for a whole page, no query per shop.
 */
function shopsWithStats(db: Db, merchantId: number) {
  const productStats = db
    .select({
      shopId: shopProducts.shopId,
      productCount: count().as('product_count'),
      listedProductCount: sql<number>`count(*) filter (where not ${shopProducts.delisted})`
        .mapWith(Number)
        .as('listed_product_count'),
    })
    .from(shopProducts)
    .where(eq(shopProducts.merchantId, merchantId))
    .groupBy(shopProducts.shopId)
    .as('product_stats');
  const ratingStats = db
    .select({
      shopId: ratings.shopId,
      averageRating: sql<number>`round(avg(${ratings.rating}), 2)`
        .mapWith(Number)
        .as('average_rating'),
      ratingCount: count().as('rating_count'),
    })
    .from(ratings)
    .where(and(eq(ratings.merchantId, merchantId), isNull(ratings.shopProductId)))
    .groupBy(ratings.shopId)
    .as('rating_stats');
  return db
    .select({
      id: shops.id,
      name: shops.name,
      slug: shops.slug,
      logo: shops.logo,
      address: shops.address,
      city: shops.city,
      status: shops.status,
      productCount: sql<number>`coalesce(${productStats.productCount}, 0)`.mapWith(Number),
      listedProductCount: sql<number>`coalesce(${productStats.listedProductCount}, 0)`.mapWith(
        Number,
      ),
      averageRating: sql<number | null>`${ratingStats.averageRating}`.mapWith(Number),
      ratingCount: sql<number>`coalesce(${ratingStats.ratingCount}, 0)`.mapWith(Number),
      createdAt: shops.createdAt,
    })
    .from(shops)
    .leftJoin(productStats, eq(productStats.shopId, shops.id))
    .leftJoin(ratingStats, eq(ratingStats.shopId, shops.id));
}

export async function listShops(db: Db, merchantId: number, query: ShopListQuery, offset: number) {
  const where = and(
    eq(shops.merchantId, merchantId),
    query.status ? eq(shops.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    shopsWithStats(db, merchantId)
      .where(where)
      .orderBy(asc(shops.id))
      .offset(offset)
      .limit(query.limit),
    db.select({ value: count() }).from(shops).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findShop(db: Db, merchantId: number, id: number) {
  const [row] = await shopsWithStats(db, merchantId)
    .where(and(eq(shops.id, id), eq(shops.merchantId, merchantId)))
    .limit(1);
  return row;
}
