import { idParamsSchema } from '@mp/contract/common';
import { ratingListQuerySchema, ratingPageSchema } from '@mp/contract/rms/ratings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentMerchantId } from '../../../plugins/auth';
import { ratingPage } from './ratings.service';

const tags = ['ratings'];
const description =
  'Page envelope plus `summary` (average, count, countsByStar) over all the ratings. ' +
  'The panel asks for page 1, limit 100, orderBy=ratedAt, orderDirection=desc.';

export function ratingRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/rms/shop/:id/ratings',
      {
        config: { merchantScope: 'header', permission: 'ratings.view' },
        schema: {
          tags,
          summary: 'Ratings of one of the merchant’s shops as a seller',
          description,
          params: idParamsSchema,
          querystring: ratingListQuerySchema,
          response: { 200: ratingPageSchema },
        },
      },
      async (request) =>
        ratingPage(db, currentMerchantId(request), { shopId: request.params.id }, request.query),
    );

    app.get(
      '/rms/product/:id/ratings',
      {
        config: { merchantScope: 'header', permission: 'ratings.view' },
        schema: {
          tags,
          summary: 'Ratings of one of the merchant’s shop products',
          description,
          params: idParamsSchema,
          querystring: ratingListQuerySchema,
          response: { 200: ratingPageSchema },
        },
      },
      async (request) =>
        ratingPage(
          db,
          currentMerchantId(request),
          { shopProductId: request.params.id },
          request.query,
        ),
    );
  };
}
