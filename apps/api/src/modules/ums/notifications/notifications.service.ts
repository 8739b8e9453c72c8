import type { PageQuery } from '@mp/contract/common';
import type { NotificationPage } from '@mp/contract/ums/notifications';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { pageEnvelope } from '../../../lib/pagination';
import {
  COUNT_CAP,
  countNotifications,
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
  type Reader,
} from './notifications.queries';

export async function notificationPage(
  db: Db,
  reader: Reader,
  query: PageQuery,
): Promise<NotificationPage> {
  const [rows, total, unread] = await Promise.all([
    listNotifications(db, reader, query),
    countNotifications(db, reader),
    countUnread(db, reader),
  ]);
  const content = rows.map((row) => ({
    ...row,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { ...pageEnvelope(content, query, total, total >= COUNT_CAP.total), unread };
}

export async function readNotification(db: Db, reader: Reader, id: number) {
  if (!(await markRead(db, reader, id))) throw notFound('Notification');
  return { unread: await countUnread(db, reader) };
}

export async function readAllNotifications(db: Db, reader: Reader) {
  await markAllRead(db, reader);
  return { unread: 0 };
}
