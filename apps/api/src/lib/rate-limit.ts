import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { rateLimitEvents } from './rate-limit.table';

export type Limit = { max: number; windowSeconds: number };
/** One counted event; release it when the attempt turns out not to count (a good password). */
export type Slot = { id: number };

/**
 * The key a client address counts under: an IPv4 address as it is, an IPv6 address by its /64,
 * the block one subscriber gets (counting each of its addresses would give one attacker 2^64).
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return mapped;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

const windowStart = (limit: Limit) =>
  sql`now() - (${limit.windowSeconds}::int * interval '1 second')`;

/**
 * Counts one event for `bucket`/`key` when fewer than `max` sit in the sliding window; answers
 * the counted event, or the seconds until the window has room again. The event is written
 * (and committed) first and the window counted after, so concurrent requests in any process
 * never pass the limit: the last of them to count sees every other one. No request waits on
 * another's lock, so a burst is refused at once instead of holding connections open; at the
 * edge a burst may refuse more than it must, never let one too many through. Called outside a
 * transaction, so the event is visible to every other request before the window is counted.
 * Times are the database's, so processes with skewed clocks agree.
 */
async function countEvent(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
): Promise<{ slot: Slot } | { retryAfter: number }> {
  const [row] = await db
    .insert(rateLimitEvents)
    .values({ bucket, key })
    .returning({ id: rateLimitEvents.id });
  if (!row) throw new Error('rate limit insert returned nothing');
  const inWindow = and(
    eq(rateLimitEvents.bucket, bucket),
    eq(rateLimitEvents.key, key),
    gt(rateLimitEvents.createdAt, windowStart(limit)),
  );
  const [counted] = await db
    .select({ events: sql<number>`count(*)::int` })
    .from(rateLimitEvents)
    .where(inWindow);
  if (Math.random() < 0.01) await pruneBucket(db, bucket, limit);
  const events = Number(counted?.events ?? 0);
  if (events <= limit.max) return { slot: { id: row.id } };
  await releaseSlot(db, { id: row.id });
  // The window has room again once the oldest (events - max) of them have left it.
  const [freeing] = await db
    .select({
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitEvents.createdAt} + (${limit.windowSeconds}::int * interval '1 second') - now())))::int`,
    })
    .from(rateLimitEvents)
    .where(inWindow)
    .orderBy(asc(rateLimitEvents.createdAt), asc(rateLimitEvents.id))
    .offset(Math.max(0, events - 1 - limit.max))
    .limit(1);
  return { retryAfter: Math.max(1, Number(freeing?.retryAfter ?? 1)) };
}

/**
 * Counts one event for `bucket`/`key`, or throws 429 RATE_LIMITED with `Retry-After` when
 * `max` events already sit in the window.
 */
export async function takeSlot(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
  message = 'Too many attempts, please try again later',
): Promise<Slot> {
  const outcome = await countEvent(db, bucket, key, limit);
  if ('slot' in outcome) return outcome.slot;
  throw new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(outcome.retryAfter) },
  });
}

/** Counts one event when the window has room; undefined when it is full (the caller decides). */
export async function takeSlotIfRoom(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
): Promise<Slot | undefined> {
  const outcome = await countEvent(db, bucket, key, limit);
  return 'slot' in outcome ? outcome.slot : undefined;
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
