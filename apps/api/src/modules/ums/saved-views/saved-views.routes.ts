import { idParamsSchema } from '@mp/contract/common';
import {
  createSavedViewBodySchema,
  renameSavedViewBodySchema,
  reorderSavedViewsBodySchema,
  savedViewSchema,
  savedViewsSchema,
} from '@mp/contract/ums/saved-views';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { currentMerchantId, currentUser } from '../../../plugins/auth';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  renameSavedView,
  reorderSavedViews,
} from './saved-views.service';

const tags = ['saved views'];
const scoped = { merchantScope: 'header', permission: 'member' } as const;
const ownerOf = (request: FastifyRequest) => ({
  userId: currentUser(request).id,
  merchantId: currentMerchantId(request),
});

/** A user's saved lists per merchant account (#25 item 8, decision 058). */
export function savedViewRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/ums/saved-views',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'The user’s saved views of the merchant, in order',
          response: { 200: savedViewsSchema },
        },
      },
      async (request) => listSavedViews(db, ownerOf(request)),
    );
    app.post(
      '/ums/saved-views',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'Save a filtered list under a name (409 when the name is taken or 50 are kept)',
          body: createSavedViewBodySchema,
          response: { 200: savedViewSchema },
        },
      },
      async (request) => createSavedView(db, ownerOf(request), request.body),
    );
    app.patch(
      '/ums/saved-views/:id',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'Rename a saved view',
          params: idParamsSchema,
          body: renameSavedViewBodySchema,
          response: { 200: savedViewSchema },
        },
      },
      async (request) =>
        renameSavedView(db, ownerOf(request), request.params.id, request.body.name),
    );
    app.delete(
      '/ums/saved-views/:id',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'Delete a saved view',
          params: idParamsSchema,
          response: { 204: z.null().describe('Deleted') },
        },
      },
      async (request, reply) => {
        await deleteSavedView(db, ownerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/ums/saved-views/order',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'Put every saved view in a new order',
          body: reorderSavedViewsBodySchema,
          response: { 200: savedViewsSchema },
        },
      },
      async (request) => reorderSavedViews(db, ownerOf(request), request.body.ids),
    );
  };
}
