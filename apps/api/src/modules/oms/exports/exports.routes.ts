import { idParamsSchema, pageEnvelopeSchema } from '@mp/contract/common';
import {
  billExportBodySchema,
  exportHistoryQuerySchema,
  exportHistorySchema,
  orderExportBodySchema,
} from '@mp/contract/oms/exports';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { answerIdempotently } from '../../../lib/idempotency';
import { currentMerchantId, currentUser } from '../../../plugins/auth';
import { createFileStorage } from '../../fms/files/create-file-storage';
import { DEFAULT_EXPORT_WORKER, ExportWorker } from './export-worker';
import { listMerchantExports, startBillExport, startOrderExport } from './exports.service';

const tags = ['exports'];
const scoped = { merchantScope: 'header' as const };
const startDescription =
  'Answers 202 at once with the export-history entry (status `queued`); a background worker ' +
  'writes the CSV (UTF-8 with BOM; cells that begin with =, +, -, @, tab or carriage return get ' +
  'a leading apostrophe) and updates the entry. When `status` is `done`, open `resourcePath` ' +
  'through `POST fms/files/urlGenerator`. Optional `Idempotency-Key` header: a repeat answers the ' +
  'first entry instead of queueing another export.';

const scopeOf = (request: FastifyRequest) => ({
  merchantId: currentMerchantId(request),
  userId: currentUser(request).id,
});

/** Export routes, plus this process's export worker (started with the app, stopped on close). */
export function exportRoutes({ config, database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    const worker = new ExportWorker(
      { database, storage: createFileStorage(config), log: app.log },
      {
        ...DEFAULT_EXPORT_WORKER,
        pollMs: config.exportWorkerPollMs,
        staleSeconds: config.exportStaleSeconds,
        progressMs: config.exportProgressMs,
      },
    );
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());

    app.post(
      '/oms/merchant-orders/export/csv',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'Export every order matching the list filters as CSV (a background job)',
          description: startDescription,
          body: orderExportBodySchema,
          response: { 202: exportHistorySchema },
        },
      },
      async (request, reply) => {
        const entry = await answerIdempotently(request, reply, db, (tx) =>
          startOrderExport(tx, scopeOf(request), request.body),
        );
        if (reply.sent) return reply;
        worker.kick();
        return reply.status(202).send(entry);
      },
    );

    app.post(
      '/bms/bills/:id/export/csv',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'Export a bill and its history entries as CSV (a background job); {id}: bill id',
          description: startDescription,
          params: idParamsSchema,
          body: billExportBodySchema,
          response: { 202: exportHistorySchema },
        },
      },
      async (request, reply) => {
        const entry = await answerIdempotently(request, reply, db, (tx) =>
          startBillExport(tx, scopeOf(request), request.params.id),
        );
        if (reply.sent) return reply;
        worker.kick();
        return reply.status(202).send(entry);
      },
    );

    app.get(
      '/oms/merchant-export-histories',
      {
        config: scoped,
        schema: {
          tags,
          summary: "The merchant's exports, newest first",
          querystring: exportHistoryQuerySchema,
          response: { 200: pageEnvelopeSchema(exportHistorySchema) },
        },
      },
      async (request) => listMerchantExports(db, currentMerchantId(request), request.query),
    );
  };
}
