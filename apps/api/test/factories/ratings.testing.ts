import type { Db } from '../../src/db/client';
import { ratings } from '../../src/modules/rms/ratings/ratings.table';

const DAY = 86_400_000;

/**
 * `count` ratings of a shop (or of one of its products), one a day going back from now, with
 * the scores, reviews and names as given or plain.
 */
export async function createRatings(
  db: Db,
  target: { merchantId: number; shopId: number; shopProductId?: number },
  count: number,
  fields: (index: number) => Partial<typeof ratings.$inferInsert> = () => ({}),
) {
  const now = Date.now();
  return db
    .insert(ratings)
    .values(
      Array.from({ length: count }, (_, index) => ({
        rating: (index % 5) + 1,
        customerName: `Customer ${index + 1}`,
        ratedAt: new Date(now - index * DAY),
        ...fields(index),
        ...target,
      })),
    )
    .returning({ id: ratings.id, rating: ratings.rating });
}
