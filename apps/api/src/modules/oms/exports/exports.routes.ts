import { statementRangeSchema } from '@mp/contract/bms/statement';
import { idParamsSchema, pageEnvelopeSchema } from '@mp/contract/common';
import type { ExportFormat, ExportHistory } from '@mp/contract/oms/exports';
import {
  billExportBodySchema,
  codExportBodySchema,
  exportFormatParamsSchema,
  exportHistoryQuerySchema,
  exportHistorySchema,
  orderExportBodySchema,
  productExportBodySchema,
} from '@mp/contract/oms/exports';
import { activityExportBodySchema } from '@mp/contract/ums/activity';
import { can } from '@mp/contract/ums/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { answerIdempotently } from '../../../lib/idempotency';
import {
  currentAccess,
  currentMerchantId,
  currentUser,
  requireStepUp,
} from '../../../plugins/auth';
import { createFileStorage } from '../../fms/files/create-file-storage';
import { DEFAULT_EXPORT_WORKER, ExportWorker } from './export-worker';
import {
  listMerchantExports,
  startActivityExport,
  startBillExport,
  startCodExport,
  startOrderExport,
  startProductExport,
  startStatementExport,
} from './exports.service';

const tags = ['exports'];
const startDescription =
  '{format}: `csv` or `xlsx`. Answers 202 at once with the export-history entry (status ' +
  '`queued`); a background worker writes the file and updates the entry. Times are Asia/Dhaka ' +
  '(`2026-11-25 15:07`, a date cell in XLSX), stages in the words of the `Accept-Language` ' +
  '(`bn` or English), amounts numbers. CSV: UTF-8 with BOM; cells that begin with =, +, -, @, ' +
  'tab or carriage return get a leading apostrophe. XLSX: every text is a text cell. When ' +
  '`status` is `done`, open `resourcePath` through `POST fms/files/urlGenerator`. Optional ' +
  '`Idempotency-Key` header: a repeat answers the first entry instead of queueing another export.';

/** The merchant who asked, and the file they asked for: its format, and their language. */
const requestOf = (request: FastifyRequest<{ Params: { format: ExportFormat } }>) => ({
  merchantId: currentMerchantId(request),
  userId: currentUser(request).id,
  format: request.params.format,
  customerPhones: can(currentAccess(request), 'exports.orders_with_phones'),
  language: request.headers['accept-language']?.toLowerCase().startsWith('bn')
    ? ('bn' as const)
    : ('en' as const),
});

/**
 * Export routes, plus this process's export worker (started with the app, stopped on close),
 * unless `EXPORT_WORKER_POLL_MS` is 0: then this process only queues, and others write.
 */
export function exportRoutes({ config, database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    const worker =
      config.exportWorkerPollMs > 0
        ? new ExportWorker(
            { database, storage: createFileStorage(config), log: app.log },
            {
              ...DEFAULT_EXPORT_WORKER,
              pollMs: config.exportWorkerPollMs,
              staleSeconds: config.exportStaleSeconds,
              progressMs: config.exportProgressMs,
            },
          )
        : undefined;
    if (worker) {
      app.addHook('onReady', async () => worker.start());
      app.addHook('onClose', async () => worker.stop());
    }

    /** Queues an export (once per Idempotency-Key), wakes the worker, answers 202 with the entry. */
    async function queue(
      request: FastifyRequest,
      reply: FastifyReply,
      start: (tx: Db) => Promise<ExportHistory>,
    ) {
      const entry = await answerIdempotently(request, reply, db, start);
      if (reply.sent) return reply;
      worker?.kick();
      return reply.status(202).send(entry);
    }

    app.post(
      '/oms/merchant-orders/export/:format',
      {
        config: { merchantScope: 'header', permission: 'exports.orders' },
        schema: {
          tags,
          summary: 'Export every order matching the list filters (a background job)',
          description: startDescription,
          params: exportFormatParamsSchema,
          body: orderExportBodySchema,
          response: { 202: exportHistorySchema },
        },
      },
      (request, reply) => {
        const asked = requestOf(request);
        // A file of every customer's phone is what a leaving employee would take: prove it first.
        if (asked.customerPhones) requireStepUp(request);
        return queue(request, reply, (tx) => startOrderExport(tx, asked, request.body));
      },
    );

    app.post(
      '/bms/bills/:id/export/:format',
      {
        config: { merchantScope: 'header', permission: 'exports.billing' },
        schema: {
          tags,
          summary: 'Export a bill and its history entries (a background job); {id}: bill id',
          description: startDescription,
          params: idParamsSchema.extend(exportFormatParamsSchema.shape),
          body: billExportBodySchema,
          response: { 202: exportHistorySchema },
        },
      },
      (request, reply) =>
        queue(request, reply, (tx) => startBillExport(tx, requestOf(request), request.params.id)),
    );

    app.post(
      '/oms/merchant-cod/export/:format',
      {
        config: { merchantScope: 'header', permission: 'exports.billing' },
        schema: {
          tags,
          summary: 'Export the COD reconciliation for its filters, every page (a background job)',
          description: startDescription,
          params: exportFormatParamsSchema,
          body: codExportBodySchema,
          response: { 202: exportHistorySchema },
        },
      },
      (request, reply) =>
        queue(request, reply, (tx) => startCodExport(tx, requestOf(request), request.body)),
    );

    app.post(
      '/bms/statement/export/:format',
      {
        config: { merchantScope: 'header', permission: 'exports.billing' },
        schema: {
          tags,
          summary: "Export the merchant's statement for a range of days (a background job)",
          description: startDescription,
          params: exportFormatParamsSchema,
          body: statementRangeSchema,
          response: { 202: exportHistorySchema },
        },
      },
      (request, reply) =>
        queue(request, reply, (tx) => startStatementExport(tx, requestOf(request), request.body)),
    );

    app.post(
      '/cms/merchant/shop-products/export/:format',
      {
        config: { merchantScope: 'header', permission: 'exports.products' },
        schema: {
          tags,
          summary: 'Export every product matching the list filters (a background job)',
          description: startDescription,
          params: exportFormatParamsSchema,
          body: productExportBodySchema,
          response: { 202: exportHistorySchema },
        },
      },
      (request, reply) =>
        queue(request, reply, (tx) => startProductExport(tx, requestOf(request), request.body)),
    );

    app.post(
      '/ums/activity/export/:format',
      {
        config: { merchantScope: 'header', permission: 'activity.view' },
        schema: {
          tags,
          summary: 'Export the activity log for its filters, every page (a background job)',
          description: startDescription,
          params: exportFormatParamsSchema,
          body: activityExportBodySchema,
          response: { 202: exportHistorySchema },
        },
      },
      (request, reply) =>
        queue(request, reply, (tx) => startActivityExport(tx, requestOf(request), request.body)),
    );

    app.get(
      '/oms/merchant-export-histories',
      {
        config: { merchantScope: 'header', permission: 'member' },
        schema: {
          tags,
          summary: "The signed-in person's exports of the merchant, newest first",
          querystring: exportHistoryQuerySchema,
          response: { 200: pageEnvelopeSchema(exportHistorySchema) },
        },
      },
      async (request) =>
        listMerchantExports(db, currentMerchantId(request), currentUser(request).id, request.query),
    );
  };
}
