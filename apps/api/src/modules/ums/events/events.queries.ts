import type { LiveEvent } from '@mp/contract/ums/events';
import { memberAccess } from '@mp/contract/ums/permissions';
import { and, asc, desc, eq, gt, inArray, isNull, lt, max, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lockUntilCommit } from '../../../db/transaction-lock';
import { authSessions } from '../auth/auth.table';
import { customRoleJoin, memberAccessColumns } from '../members/member-access';
import { merchantMembers, merchantRoles } from '../members/merchant-members.table';
import { liveStreams, merchantEvents } from './events.table';

/**
 * An event's id is taken when its transaction writes it, but transactions commit in any order:
 * one with a smaller id can commit after a larger id was sent. A resume therefore also replays
 * the events of the last seconds (the panel drops ids it has seen).
 */
const LATE_COMMIT_MARGIN = sql`now() - interval '10 seconds'`;

/** The merchants the person is a member of, and their role in each. */
export async function membershipsOfUser(db: Db, userId: number) {
  const rows = await db
    .select({ merchantId: merchantMembers.merchantId, ...memberAccessColumns })
    .from(merchantMembers)
    .leftJoin(merchantRoles, customRoleJoin)
    .where(eq(merchantMembers.userId, userId));
  return new Map(rows.map((row) => [row.merchantId, memberAccess(row.role, row.customRole)]));
}

/** The person's role in the merchant, or undefined when they are no member of it. */
export async function accessOf(db: Db, merchantId: number, userId: number) {
  const [row] = await db
    .select(memberAccessColumns)
    .from(merchantMembers)
    .leftJoin(merchantRoles, customRoleJoin)
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)));
  return row ? memberAccess(row.role, row.customRole) : undefined;
}

/** The events of these merchants after `afterId`, oldest first, at most `limit`. */
export async function eventsSince(
  db: Db,
  merchantIds: number[],
  afterId: number,
  limit: number,
): Promise<LiveEvent[]> {
  if (merchantIds.length === 0) return [];
  const rows = await db
    .select({
      id: merchantEvents.id,
      merchantId: merchantEvents.merchantId,
      topic: merchantEvents.topic,
      placed: merchantEvents.placed,
    })
    .from(merchantEvents)
    .where(
      and(
        inArray(merchantEvents.merchantId, merchantIds),
        or(gt(merchantEvents.id, afterId), gt(merchantEvents.createdAt, LATE_COMMIT_MARGIN)),
      ),
    )
    .orderBy(asc(merchantEvents.id))
    .limit(limit);
  return rows.map(({ placed, ...event }) => (placed === null ? event : { ...event, placed }));
}

/** The oldest event still kept (older ones were swept), or undefined when none is. */
export async function oldestKeptEventId(db: Db) {
  const [row] = await db.select({ id: min(merchantEvents.id) }).from(merchantEvents);
  return row?.id ?? undefined;
}

/** The newest event written so far (0 when none is). */
export async function latestEventId(db: Db) {
  const [row] = await db.select({ id: max(merchantEvents.id) }).from(merchantEvents);
  return row?.id ?? 0;
}

/**
 * Of these sessions, those still signed in, each with its person's role in the merchant now
 * (undefined: no longer a member). One statement per event, whatever the team's size.
 */
export async function sessionsHearing(db: Db, merchantId: number, sessionIds: string[]) {
  const rows = await db
    .select({ id: authSessions.id, ...memberAccessColumns })
    .from(authSessions)
    .leftJoin(
      merchantMembers,
      and(
        eq(merchantMembers.userId, authSessions.userId),
        eq(merchantMembers.merchantId, merchantId),
      ),
    )
    .leftJoin(merchantRoles, customRoleJoin)
    .where(and(inArray(authSessions.id, sessionIds), isNull(authSessions.revokedAt)));
  return new Map(
    rows.map((row) => [row.id, row.role ? memberAccess(row.role, row.customRole) : undefined]),
  );
}

export async function deleteEventsBefore(db: Db, cutoff: Date) {
  await db.delete(merchantEvents).where(lt(merchantEvents.createdAt, cutoff));
}

/** The NOTIFY channel that tells every process which streams a newer one superseded. */
export const SUPERSEDED_CHANNEL = 'live_streams_superseded';
/** A stream row not refreshed for this long belongs to a process that died. */
const STREAM_ROW_STALE = sql`clock_timestamp() - interval '60 seconds'`;

/**
 * Registers a new stream of `userId` and takes the user's oldest open streams beyond `max` off
 * the table, in one transaction under the user's lock, so concurrent opens in any process agree;
 * the superseded ids are announced on commit to every process (the one holding each ends it).
 * Rows of processes that died are dropped first and never count.
 */
export async function registerStream(db: Db, stream: { id: string; userId: number }, max: number) {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, `live-streams:${stream.userId}`);
    await tx
      .delete(liveStreams)
      .where(and(eq(liveStreams.userId, stream.userId), lt(liveStreams.seenAt, STREAM_ROW_STALE)));
    await tx.insert(liveStreams).values(stream);
    const beyond = await tx
      .select({ id: liveStreams.id })
      .from(liveStreams)
      .where(eq(liveStreams.userId, stream.userId))
      .orderBy(desc(liveStreams.openedAt), desc(liveStreams.id))
      .offset(max);
    const superseded = beyond.map((row) => row.id);
    if (superseded.length > 0) {
      await tx.delete(liveStreams).where(inArray(liveStreams.id, superseded));
      await tx.execute(sql`select pg_notify(${SUPERSEDED_CHANNEL}, ${JSON.stringify(superseded)})`);
    }
    return superseded;
  });
}

/** Marks this process's streams seen; answers those no longer registered (superseded). */
export async function refreshStreams(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const seen = await db
    .update(liveStreams)
    .set({ seenAt: sql`clock_timestamp()` })
    .where(inArray(liveStreams.id, ids))
    .returning({ id: liveStreams.id });
  const kept = new Set(seen.map((row) => row.id));
  return ids.filter((id) => !kept.has(id));
}

export async function removeStream(db: Db, id: string) {
  await db.delete(liveStreams).where(eq(liveStreams.id, id));
}
