import { bulkResultSchema } from '@mp/contract/oms/orders';
import { logInvoicePrintBodySchema } from '@mp/contract/oms/printing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { answerIdempotently } from '../../../lib/idempotency';
import { currentActor } from '../../../plugins/auth';
import { logInvoicePrints } from './printing.service';

export function printingRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.post(
      '/oms/merchant-orders/log-invoice-print/bulk',
      {
        config: { merchantScope: 'header', permission: 'print' },
        schema: {
          tags: ['orders'],
          summary: 'Record that the invoices of these orders were printed (any stage)',
          description:
            'Sets each order’s invoicePrintedAt to now and adds one to its print count, with an ' +
            '`invoice_printed` timeline entry. An id that is not the merchant’s order answers ' +
            '`ok: false` with NOT_FOUND. Optional `Idempotency-Key` header.',
          body: logInvoicePrintBodySchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request, reply) =>
        answerIdempotently(request, reply, db, (tx) =>
          logInvoicePrints(tx, currentActor(request), request.body.orderIds),
        ),
    );
  };
}
