import { amountDueSchema } from '@mp/contract/bms/amount-due';
import { idParamsSchema } from '@mp/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../lib/errors';
import { currentMerchantId } from '../../../plugins/auth';
import { selectAmountDue } from './amount-due.queries';

export function amountDueRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/bms/merchants/:id/amount-due',
      {
        config: { merchantScope: 'param' },
        schema: {
          tags: ['bills'],
          summary: 'The amount due of the merchant {id}, with the three sums it comes from',
          description:
            'amountDue = approved bills - (approved payments + paid courier payments), ' +
            'the same as the panel computes from bills/{id}/total, payments/{id}/paid and ' +
            'merchant-courier-payments/stat/count-amount?status=paid.',
          params: idParamsSchema,
          response: { 200: amountDueSchema },
        },
      },
      async (request) => {
        const row = await selectAmountDue(db, currentMerchantId(request));
        if (!row) throw notFound('Merchant');
        return row;
      },
    );
  };
}
