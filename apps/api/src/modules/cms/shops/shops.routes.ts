import { shopListQuerySchema, shopSchema } from '@mp/contract/cms/shops';
import { idParamsSchema, pageEnvelopeSchema } from '@mp/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentMerchantId } from '../../../plugins/auth';
import { getMyShop, listMyShops } from './shops.service';

const tags = ['shops'];

export function shopRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/cms/merchant/shops',
      {
        config: { merchantScope: 'header', permission: 'shops.view' },
        schema: {
          tags,
          summary: 'The merchant’s shops with product counts and seller rating',
          querystring: shopListQuerySchema,
          response: { 200: pageEnvelopeSchema(shopSchema) },
        },
      },
      async (request) => listMyShops(db, currentMerchantId(request), request.query),
    );

    app.get(
      '/cms/merchant/shops/:id',
      {
        config: { merchantScope: 'header', permission: 'shops.view' },
        schema: {
          tags,
          summary: 'One of the merchant’s shops (404 for any other)',
          params: idParamsSchema,
          response: { 200: shopSchema },
        },
      },
      async (request) => getMyShop(db, currentMerchantId(request), request.params.id),
    );
  };
}
