import { historyParamsSchema } from '@mp/contract/bms/approvals';
import {
  paidTotalQuerySchema,
  paidTotalSchema,
  paymentHistorySchema,
  paymentListQuerySchema,
  paymentSchema,
} from '@mp/contract/bms/payments';
import { idParamsSchema, pageEnvelopeSchema, pageQuerySchema } from '@mp/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentMerchantId } from '../../../plugins/auth';
import { getEventLogEntry, listEventLog } from '../event-logs';
import { getMerchantPayment, listMerchantPayments, paidTotal } from './payments.service';

const tags = ['payments'];

/**
 * Path ids: in `bms/payments/{id}/paid` the id is a MERCHANT id (param scope, as the spec has
 * it); everywhere else under `bms/payments/{id}` it is a PAYMENT id and the merchant is
 * X-Merchant-Id.
 */
export function paymentRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/bms/payments',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: "The merchant's payments, latest first",
          querystring: paymentListQuerySchema,
          response: { 200: pageEnvelopeSchema(paymentSchema) },
        },
      },
      async (request) => listMerchantPayments(db, currentMerchantId(request), request.query),
    );

    app.get(
      '/bms/payments/:id/paid',
      {
        config: { merchantScope: 'param', permission: 'billing.view' },
        schema: {
          tags,
          summary: 'Sum of the payments of the merchant {id} (an array of one item)',
          params: idParamsSchema,
          querystring: paidTotalQuerySchema,
          response: { 200: paidTotalSchema },
        },
      },
      async (request) => paidTotal(db, currentMerchantId(request), request.query.approvalStatus),
    );

    app.get(
      '/bms/payments/:id',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: 'One payment',
          params: idParamsSchema,
          response: { 200: paymentSchema },
        },
      },
      async (request) => getMerchantPayment(db, currentMerchantId(request), request.params.id),
    );

    app.get(
      '/bms/payments/:id/histories',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: "A payment's history, oldest entry first",
          params: idParamsSchema,
          querystring: pageQuerySchema.strict(),
          response: { 200: pageEnvelopeSchema(paymentHistorySchema) },
        },
      },
      async (request) =>
        listEventLog(db, 'payment', currentMerchantId(request), request.params.id, request.query),
    );

    app.get(
      '/bms/payments/:id/histories/:hid',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: "One entry of a payment's history",
          params: historyParamsSchema,
          response: { 200: paymentHistorySchema },
        },
      },
      async (request) =>
        getEventLogEntry(
          db,
          'payment',
          currentMerchantId(request),
          request.params.id,
          request.params.hid,
        ),
    );
  };
}
