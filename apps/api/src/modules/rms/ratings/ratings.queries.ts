import type { RatingListQuery } from '@mp/contract/rms/ratings';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopProducts } from '../../cms/products/products.table';
import { shops } from '../../cms/shops/shops.table';
import { ratings } from './ratings.table';

/** What is rated: a shop as a seller, or one shop product. */
export type RatingTarget = { shopId: number } | { shopProductId: number };

function ratingsOf(merchantId: number, target: RatingTarget): SQL {
  return 'shopId' in target
    ? and(
        eq(ratings.merchantId, merchantId),
        eq(ratings.shopId, target.shopId),
        isNull(ratings.shopProductId),
      )!
    : and(eq(ratings.merchantId, merchantId), eq(ratings.shopProductId, target.shopProductId))!;
}

const starCount = (star: number) =>
  sql<number>`count(*) filter (where ${ratings.rating} = ${sql.raw(String(star))})`.mapWith(Number);

export async function ratingSummary(db: Db, merchantId: number, target: RatingTarget) {
  const [row] = await db
    .select({
      count: count(),
      average: sql<number | null>`round(avg(${ratings.rating}), 2)`.mapWith(Number),
      star1: starCount(1),
      star2: starCount(2),
      star3: starCount(3),
      star4: starCount(4),
      star5: starCount(5),
    })
    .from(ratings)
    .where(ratingsOf(merchantId, target));
  const total = row?.count ?? 0;
  return {
    average: total > 0 ? (row?.average ?? null) : null,
    count: total,
    countsByStar: {
      1: row?.star1 ?? 0,
      2: row?.star2 ?? 0,
      3: row?.star3 ?? 0,
      4: row?.star4 ?? 0,
      5: row?.star5 ?? 0,
    },
  };
}

export async function listRatings(
  db: Db,
  merchantId: number,
  target: RatingTarget,
  query: RatingListQuery,
  offset: number,
) {
  const direction = query.orderDirection === 'desc' ? desc : asc;
  const sortColumn = query.orderBy === 'rating' ? ratings.rating : ratings.ratedAt;
  return db
    .select({
      id: ratings.id,
      rating: ratings.rating,
      review: ratings.review,
      customerName: ratings.customerName,
      ratedAt: ratings.ratedAt,
    })
    .from(ratings)
    .where(ratingsOf(merchantId, target))
    .orderBy(direction(sortColumn), direction(ratings.id))
    .offset(offset)
    .limit(query.limit);
}

export async function ownsTarget(db: Db, merchantId: number, target: RatingTarget) {
  const [row] =
    'shopId' in target
      ? await db
          .select({ id: shops.id })
          .from(shops)
          .where(and(eq(shops.id, target.shopId), eq(shops.merchantId, merchantId)))
      : await db
          .select({ id: shopProducts.id })
          .from(shopProducts)
          .where(
            and(eq(shopProducts.id, target.shopProductId), eq(shopProducts.merchantId, merchantId)),
          );
  return row !== undefined;
}
