import {
  diamondPointsSchema,
  merchantSchema,
  myMerchantSchema,
  updatePaymentPreferenceBodySchema,
} from '@mp/contract/cms/merchants';
import { idParamsSchema, pageEnvelopeSchema, pageQuerySchema } from '@mp/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentAccess, currentActor, currentMerchantId, currentUser } from '../../../plugins/auth';
import {
  getMyMerchant,
  listMyMerchants,
  toMerchant,
  updatePaymentPreference,
} from './merchants.service';

const tags = ['merchants'];

export function merchantRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/cms/merchant/merchants',
      {
        config: { permission: 'self' },
        schema: {
          tags,
          summary: "The signed-in user's merchant accounts, with their role in each",
          querystring: pageQuerySchema.strict(),
          response: { 200: pageEnvelopeSchema(myMerchantSchema) },
        },
      },
      async (request) => listMyMerchants(db, currentUser(request).id, request.query),
    );

    app.get(
      '/cms/merchants/:id',
      {
        config: { merchantScope: 'param', permission: 'member' },
        schema: { tags, params: idParamsSchema, response: { 200: merchantSchema } },
      },
      async (request) =>
        toMerchant(
          await getMyMerchant(db, currentUser(request).id, request.params.id),
          currentAccess(request),
        ),
    );

    for (const method of ['PATCH', 'POST', 'PUT'] as const) {
      app.route({
        method,
        url: '/cms/merchant/merchants/:id/update-payment-preference',
        // Where the merchant's money goes: the act a stolen session would want most.
        config: { merchantScope: 'param', permission: 'billing.preference', stepUp: true },
        schema: {
          tags,
          summary: 'Set how collected COD money is paid out',
          params: idParamsSchema,
          body: updatePaymentPreferenceBodySchema,
          response: { 200: merchantSchema },
        },
        handler: async (request) =>
          updatePaymentPreference(db, currentActor(request), request.body.codPaymentPreference),
      });
    }

    app.get(
      '/ums/points/diamond',
      {
        config: { merchantScope: 'header', permission: 'member' },
        schema: {
          tags,
          summary: "The merchant's diamond points",
          response: { 200: diamondPointsSchema },
        },
      },
      async (request) => {
        const merchant = await getMyMerchant(
          db,
          currentUser(request).id,
          currentMerchantId(request),
        );
        return { merchantId: merchant.id, points: merchant.diamondPoints };
      },
    );
  };
}
