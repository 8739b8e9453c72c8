import type { PageQuery } from '@mp/contract/common';
import type { NotificationPage } from '@mp/contract/ums/notifications';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import {
  countNotifications,
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
} from './notifications.queries';

type Recipient = { userId: number; merchantId: number };

export async function notificationPage(
  db: Db,
  recipient: Recipient,
  query: PageQuery,
): Promise<NotificationPage> {
  const [rows, total, unread] = await Promise.all([
    listNotifications(db, recipient, query),
    countNotifications(db, recipient),
    countUnread(db, recipient),
  ]);
  const content = rows.map((row) => ({
    ...row,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { ...pageEnvelope(content, query, total), unread };
}

export async function readNotification(db: Db, recipient: Recipient, id: number) {
  if (!(await markRead(db, recipient, id))) throw notFound('Notification');
  return { unread: await countUnread(db, recipient) };
}

export async function readAllNotifications(db: Db, recipient: Recipient) {
  await markAllRead(db, recipient);
  return { unread: 0 };
}
