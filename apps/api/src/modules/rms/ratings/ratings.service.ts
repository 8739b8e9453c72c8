import type { RatingListQuery, RatingPage } from '@mp/contract/rms/ratings';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope, pageOffset } from '../../../lib/pagination';
import { listRatings, ownsTarget, type RatingTarget, ratingSummary } from './ratings.queries';

/** A page of ratings plus the summary over all of them; another merchant's target is a 404. */
export async function ratingPage(
  db: Db,
  merchantId: number,
  target: RatingTarget,
  query: RatingListQuery,
): Promise<RatingPage> {
  if (!(await ownsTarget(db, merchantId, target))) {
    throw notFound('shopId' in target ? 'Shop' : 'Product');
  }
  const [rows, summary] = await Promise.all([
    listRatings(db, merchantId, target, query, pageOffset(query)),
    ratingSummary(db, merchantId, target),
  ]);
  const content = rows.map((row) => ({ ...row, ratedAt: row.ratedAt.toISOString() }));
  return { ...pageEnvelope(content, query, summary.count), summary };
}
