import { historyParamsSchema } from '@mp/contract/bms/approvals';
import {
  billHistorySchema,
  billLineQuerySchema,
  billLinesPageSchema,
  billListQuerySchema,
  billSchema,
  billTotalQuerySchema,
  billTotalSchema,
} from '@mp/contract/bms/bills';
import { idParamsSchema, pageEnvelopeSchema, pageQuerySchema } from '@mp/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentMerchantId } from '../../../plugins/auth';
import { getEventLogEntry, listEventLog } from '../event-logs';
import {
  billTotal,
  getMerchantBill,
  listMerchantBillLines,
  listMerchantBills,
} from './bills.service';

const tags = ['bills'];

/**
 * Path ids: in `bms/bills/{id}/total` the id is a MERCHANT id (param scope, as the spec has it);
 * everywhere else under `bms/bills/{id}` it is a BILL id and the merchant is X-Merchant-Id.
 */
export function billRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/bms/bills',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: "The merchant's bills, newest period first",
          querystring: billListQuerySchema,
          response: { 200: pageEnvelopeSchema(billSchema) },
        },
      },
      async (request) => listMerchantBills(db, currentMerchantId(request), request.query),
    );

    app.get(
      '/bms/bills/:id/total',
      {
        config: { merchantScope: 'param', permission: 'billing.view' },
        schema: {
          tags,
          summary: 'Sum of the bill amounts of the merchant {id} (an array of one item)',
          params: idParamsSchema,
          querystring: billTotalQuerySchema,
          response: { 200: billTotalSchema },
        },
      },
      async (request) => billTotal(db, currentMerchantId(request), request.query.approvalStatus),
    );

    app.get(
      '/bms/bills/:id',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: 'One bill',
          params: idParamsSchema,
          response: { 200: billSchema },
        },
      },
      async (request) => getMerchantBill(db, currentMerchantId(request), request.params.id),
    );

    app.get(
      '/bms/bills/:id/lines',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: "A bill's lines (per order, then per period), with the sum of those kept",
          params: idParamsSchema,
          querystring: billLineQuerySchema,
          response: { 200: billLinesPageSchema },
        },
      },
      async (request) =>
        listMerchantBillLines(db, currentMerchantId(request), request.params.id, request.query),
    );

    app.get(
      '/bms/bills/:id/histories',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: "A bill's history, oldest entry first",
          params: idParamsSchema,
          querystring: pageQuerySchema.strict(),
          response: { 200: pageEnvelopeSchema(billHistorySchema) },
        },
      },
      async (request) =>
        listEventLog(db, 'bill', currentMerchantId(request), request.params.id, request.query),
    );

    app.get(
      '/bms/bills/:id/histories/:hid',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: "One entry of a bill's history",
          params: historyParamsSchema,
          response: { 200: billHistorySchema },
        },
      },
      async (request) =>
        getEventLogEntry(
          db,
          'bill',
          currentMerchantId(request),
          request.params.id,
          request.params.hid,
        ),
    );
  };
}
