import { idParamsSchema } from '@mp/contract/common';
import {
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@mp/contract/ums/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { notificationKindsFor } from '../../../lib/member-view';
import { currentAccess, currentMerchantId, currentUser } from '../../../plugins/auth';
import { notificationPage, readAllNotifications, readNotification } from './notifications.service';

const tags = ['notifications'];

export function notificationRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    const readerOf = (request: Parameters<typeof currentUser>[0]) => ({
      userId: currentUser(request).id,
      merchantId: currentMerchantId(request),
      kinds: notificationKindsFor(currentAccess(request)),
    });

    app.get(
      '/ums/notifications',
      {
        config: { merchantScope: 'header', permission: 'member' },
        schema: {
          tags,
          summary: 'The signed-in user’s notifications for the merchant, newest first',
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema },
        },
      },
      async (request) => notificationPage(db, readerOf(request), request.query),
    );

    app.post(
      '/ums/notifications/:id/read',
      {
        config: { merchantScope: 'header', permission: 'member' },
        schema: {
          tags,
          summary: 'Marks one notification read; answers the unread count',
          params: idParamsSchema,
          response: { 200: unreadCountSchema },
        },
      },
      async (request) => readNotification(db, readerOf(request), request.params.id),
    );

    app.post(
      '/ums/notifications/read-all',
      {
        config: { merchantScope: 'header', permission: 'member' },
        schema: {
          tags,
          summary: 'Marks every notification of the merchant read',
          response: { 200: unreadCountSchema },
        },
      },
      async (request) => readAllNotifications(db, readerOf(request)),
    );
  };
}
