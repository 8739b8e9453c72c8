import type { PageQuery } from '@mp/contract/common';
import type { NotificationKind } from '@mp/contract/ums/notifications';
import { and, count, desc, eq, gt, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { notificationReadMarks, notificationReads, notifications } from './notifications.table';

/** A person reading a merchant's notifications, and the kinds their role is told of. */
export type Reader = { userId: number; merchantId: number; kinds: NotificationKind[] };

/** Counting stops here: the bell shows "99+", and a long history costs no more to open. */
export const COUNT_CAP = { unread: 100, total: 1_000 } as const;

const visibleTo = ({ userId, merchantId, kinds }: Reader) =>
  and(
    eq(notifications.merchantId, merchantId),
    or(isNull(notifications.userId), eq(notifications.userId, userId)),
    inArray(notifications.kind, kinds),
  );

const readThroughOf = ({ userId, merchantId }: Reader) =>
  sql`coalesce((select ${notificationReadMarks.readThroughId} from ${notificationReadMarks}
    where ${notificationReadMarks.userId} = ${userId}
      and ${notificationReadMarks.merchantId} = ${merchantId}), 0)`;

export function listNotifications(db: Db, reader: Reader, query: PageQuery) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      subjectId: notifications.subjectId,
      details: notifications.details,
      // Read one by one, or by "mark all read" up to its id.
      readAt:
        sql`coalesce(${notificationReads.readAt}, case when ${notifications.id} <= ${notificationReadMarks.readThroughId} then ${notificationReadMarks.markedAt} end)`.mapWith(
          notificationReads.readAt,
        ),
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(
      notificationReadMarks,
      and(
        eq(notificationReadMarks.userId, reader.userId),
        eq(notificationReadMarks.merchantId, reader.merchantId),
      ),
    )
    .leftJoin(
      notificationReads,
      and(
        eq(notificationReads.userId, reader.userId),
        eq(notificationReads.notificationId, notifications.id),
      ),
    )
    .where(visibleTo(reader))
    .orderBy(desc(notifications.id))
    .limit(query.limit)
    .offset(pageOffset(query));
}

/** How many there are, up to `cap`: the newest rows are read, never the whole history. */
async function countUpTo(db: Db, where: ReturnType<typeof and>, cap: number) {
  const found = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.id))
    .limit(cap)
    .as('found');
  const [row] = await db.select({ value: count() }).from(found);
  return row?.value ?? 0;
}

export const countNotifications = (db: Db, reader: Reader) =>
  countUpTo(db, visibleTo(reader), COUNT_CAP.total);

export const countUnread = (db: Db, reader: Reader) =>
  countUpTo(
    db,
    and(
      visibleTo(reader),
      gt(notifications.id, readThroughOf(reader)),
      notExists(
        db
          .select({ one: sql`1` })
          .from(notificationReads)
          .where(
            and(
              eq(notificationReads.userId, reader.userId),
              eq(notificationReads.notificationId, notifications.id),
            ),
          ),
      ),
    ),
    COUNT_CAP.unread,
  );

/** Marks one notification read for the person; false when it is not one they are told of. */
export async function markRead(db: Db, reader: Reader, id: number) {
  const [visible] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(visibleTo(reader), eq(notifications.id, id)));
  if (!visible) return false;
  await db
    .insert(notificationReads)
    .values({ userId: reader.userId, notificationId: id })
    .onConflictDoNothing();
  return true;
}

/** Every notification of the merchant so far read for the person: one row, whatever the count. */
export async function markAllRead(db: Db, { userId, merchantId }: Reader) {
  const newest = sql`(select coalesce(max(${notifications.id}), 0) from ${notifications}
    where ${notifications.merchantId} = ${merchantId})`;
  await db
    .insert(notificationReadMarks)
    .values({ userId, merchantId, readThroughId: newest })
    .onConflictDoUpdate({
      target: [notificationReadMarks.userId, notificationReadMarks.merchantId],
      set: { readThroughId: newest, markedAt: sql`now()` },
    });
}
