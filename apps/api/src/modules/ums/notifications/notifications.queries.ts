import type { PageQuery } from '@mp/contract/common';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { notifications } from './notifications.table';

type Recipient = { userId: number; merchantId: number };

const ofRecipient = ({ userId, merchantId }: Recipient) =>
  and(eq(notifications.userId, userId), eq(notifications.merchantId, merchantId));

export function listNotifications(db: Db, recipient: Recipient, query: PageQuery) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      subjectId: notifications.subjectId,
      details: notifications.details,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(ofRecipient(recipient))
    .orderBy(desc(notifications.id))
    .limit(query.limit)
    .offset(pageOffset(query));
}

export async function countNotifications(db: Db, recipient: Recipient) {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(ofRecipient(recipient));
  return row?.total ?? 0;
}

export async function countUnread(db: Db, recipient: Recipient) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ofRecipient(recipient), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one notification read; false when it is not the recipient's. */
export async function markRead(db: Db, recipient: Recipient, id: number) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(ofRecipient(recipient), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, recipient: Recipient) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ofRecipient(recipient), isNull(notifications.readAt)));
}
