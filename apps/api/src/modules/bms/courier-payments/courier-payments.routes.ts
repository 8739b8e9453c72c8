import {
  courierPaymentListQuerySchema,
  courierPaymentSchema,
  courierPaymentStatQuerySchema,
  courierPaymentStatSchema,
} from '@mp/contract/bms/courier-payments';
import { pageEnvelopeSchema } from '@mp/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentMerchantId } from '../../../plugins/auth';
import { countAndAmountByStatus, listMerchantCourierPayments } from './courier-payments.service';

const tags = ['courier payments'];

export function courierPaymentRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/bms/merchant-courier-payments',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: 'COD money couriers collected for the merchant, newest period first',
          querystring: courierPaymentListQuerySchema,
          response: { 200: pageEnvelopeSchema(courierPaymentSchema) },
        },
      },
      async (request) => listMerchantCourierPayments(db, currentMerchantId(request), request.query),
    );

    app.get(
      '/bms/merchant-courier-payments/stat/count-amount',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: 'Count and amount per status; the amount due subtracts the `paid` row',
          description:
            'Without `status` (or with `all`): one row per status, zeros included. ' +
            'With `status=paid`: exactly the row the amount-due formula sums.',
          querystring: courierPaymentStatQuerySchema,
          response: { 200: courierPaymentStatSchema },
        },
      },
      async (request) =>
        countAndAmountByStatus(db, currentMerchantId(request), request.query.status),
    );
  };
}
