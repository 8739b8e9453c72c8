import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { rateLimitEvents } from './rate-limit.table';

export type Limit = { max: number; windowSeconds: number };
/** One counted event; release it when the attempt turns out not to count (a good password). */
export type Slot = { id: number };

const windowStart = (limit: Limit) =>
  sql`now() - (${limit.windowSeconds}::int * interval '1 second')`;

/**
 * Counts one event for `bucket`/`key` unless `max` events already sit in the sliding window,
 * and then throws 429 RATE_LIMITED with `Retry-After` (seconds until enough of the counted
 * events leave the window). The check and the insert run under a transaction-scoped advisory
 * lock on the bucket and key, so concurrent requests in any process cannot overshoot the limit.
 * Times are the database's, so processes with skewed clocks agree.
 */
export async function takeSlot(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
  message = 'Too many attempts, please try again later',
): Promise<Slot> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit:${bucket}:${key}`}, 0))`,
    );
    const where = and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key));
    await tx
      .delete(rateLimitEvents)
      .where(and(where, lte(rateLimitEvents.createdAt, windowStart(limit))));
    const counted = await tx
      .select({
        retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitEvents.createdAt} + (${limit.windowSeconds}::int * interval '1 second') - now())))::int`,
      })
      .from(rateLimitEvents)
      .where(where)
      .orderBy(asc(rateLimitEvents.createdAt));
    if (counted.length >= limit.max) {
      // The window has room again once the oldest (count - max + 1) events have left it.
      const freeing = counted[counted.length - limit.max];
      return { limited: true as const, retryAfter: Math.max(1, Number(freeing?.retryAfter ?? 1)) };
    }
    const [row] = await tx
      .insert(rateLimitEvents)
      .values({ bucket, key })
      .returning({ id: rateLimitEvents.id });
    if (!row) throw new Error('rate limit insert returned nothing');
    return { limited: false as const, slot: { id: row.id } };
  });
  if (outcome.limited) {
    throw new AppError('RATE_LIMITED', message, {
      headers: { 'retry-after': String(outcome.retryAfter) },
    });
  }
  if (Math.random() < 0.01) await pruneBucket(db, bucket, limit);
  return outcome.slot;
}

/** Takes back an event that should not count after all. */
export async function releaseSlot(db: Db, slot: Slot) {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, slot.id));
}

/** Events of keys that are never seen again would stay forever; now and then sweep a bucket. */
async function pruneBucket(db: Db, bucket: string, limit: Limit) {
  await db
    .delete(rateLimitEvents)
    .where(
      and(eq(rateLimitEvents.bucket, bucket), lte(rateLimitEvents.createdAt, windowStart(limit))),
    );
}
