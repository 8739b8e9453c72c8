import { idParamsSchema, pageEnvelopeSchema } from '@mp/contract/common';
import { orderMoneySchema } from '@mp/contract/oms/order-money';
import {
  bulkConfirmBodySchema,
  bulkResultSchema,
  cancelOrderBodySchema,
  confirmOrderBodySchema,
  emptyActionBodySchema,
  orderCountQuerySchema,
  orderDailyQuerySchema,
  orderDailyStatsSchema,
  orderDetailSchema,
  orderListItemSchema,
  orderListQuerySchema,
  orderNoteBodySchema,
  orderStageCountsSchema,
  orderStateSchema,
  orderTimelineEntrySchema,
  orderTransitions,
  otherOrderActions,
  paymentProofValidateBodySchema,
  type SimpleOrderAction,
  simpleOrderActions,
} from '@mp/contract/oms/orders';
import { printSheetQuerySchema, printSheetSchema } from '@mp/contract/oms/printing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../lib/errors';
import { answerIdempotently } from '../../../lib/idempotency';
import { currentAccess, currentActor, currentMerchantId } from '../../../plugins/auth';
import { prepareOrderDetail } from './order-detail.queries';
import { findOrderMoney } from './order-money.queries';
import { orderOpsRoutes } from './orders.ops.routes';
import { dailyOrderStats, prepareOrderList } from './orders.queries';
import {
  addOrderNote,
  bulkConfirm,
  cancelOrder,
  confirmOrder,
  countMerchantOrders,
  getMerchantOrder,
  getPrintSheet,
  listMerchantOrders,
  runMerchantTransition,
  validatePaymentProof,
} from './orders.service';

const tags = ['orders'];
const BASE = '/oms/merchant-orders';
const idempotencyHeaders = {
  description:
    'Optional `Idempotency-Key` header: a repeat with the same key and request answers the first ' +
    'answer without acting again; the same key with another request answers 409 CONFLICT.',
};

/** The OpenAPI summary of each stage move without a body (the contract's transition table). */
const simpleActionSummary: Record<SimpleOrderAction, string> = {
  'request-to-dispatch': 'Ask for pickup (needs the delivery charge paid)',
  'cancel-pickup-request': 'Withdraw a pickup request',
  dispatch: 'Hand the order to the courier',
  'confirm-delivery': 'Confirm that the customer received the order',
};

export function orderRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const findDetail = prepareOrderDetail(db);
  const listOrders = prepareOrderList(db);
  return async (app) => {
    // The demo's marketplace steps: production serves them only when its settings ask.
    if (context.config.opsCommands) await app.register(orderOpsRoutes(context));

    app.get(
      BASE,
      {
        config: { merchantScope: 'header', permission: 'orders.view_packing' },
        schema: {
          tags,
          summary: 'Orders of the merchant in X-Merchant-Id, filtered, sorted and paged',
          querystring: orderListQuerySchema,
          response: { 200: pageEnvelopeSchema(orderListItemSchema) },
        },
      },
      async (request) =>
        listMerchantOrders(
          listOrders,
          currentMerchantId(request),
          request.query,
          currentAccess(request),
        ),
    );

    app.get(
      `${BASE}/stats/count`,
      {
        config: { merchantScope: 'header', permission: 'orders.view_packing' },
        schema: {
          tags,
          summary: 'How many orders each stage holds, for the same filters as the list',
          querystring: orderCountQuerySchema,
          response: { 200: orderStageCountsSchema },
        },
      },
      async (request) =>
        countMerchantOrders(db, currentMerchantId(request), request.query, currentAccess(request)),
    );

    app.get(
      `${BASE}/stats/daily`,
      {
        config: { merchantScope: 'header', permission: 'insights.view' },
        schema: {
          tags,
          summary: "Orders placed and their sales per Dhaka day and shop (Home's charts)",
          querystring: orderDailyQuerySchema,
          response: { 200: orderDailyStatsSchema },
        },
      },
      async (request) => ({
        days: await dailyOrderStats(db, currentMerchantId(request), request.query),
      }),
    );

    app.get(
      `${BASE}/print-sheets`,
      {
        config: { merchantScope: 'header', permission: 'print' },
        schema: {
          tags,
          summary: 'Orders as invoices, slips and labels print them (the phone always shown)',
          querystring: printSheetQuerySchema,
          response: { 200: printSheetSchema },
        },
      },
      async (request) =>
        getPrintSheet(
          findDetail,
          currentMerchantId(request),
          request.query.ids,
          currentAccess(request),
        ),
    );

    app.get(
      `${BASE}/:id`,
      {
        config: { merchantScope: 'header', permission: 'orders.view_packing' },
        schema: {
          tags,
          summary: 'One order: items, customer, payment, logistics, timeline, allowed actions',
          params: idParamsSchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        getMerchantOrder(
          findDetail,
          currentMerchantId(request),
          request.params.id,
          currentAccess(request),
        ),
    );

    app.get(
      `${BASE}/:id/money`,
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary:
            "An order's money: COD to collect, what its bills charge, its remittance, the net",
          params: idParamsSchema,
          response: { 200: orderMoneySchema },
        },
      },
      async (request) => {
        const money = await findOrderMoney(db, currentMerchantId(request), request.params.id);
        if (!money) throw notFound('Order');
        return money;
      },
    );

    for (const action of simpleOrderActions) {
      app.post(
        `${BASE}/:id/${action}`,
        {
          config: { merchantScope: 'header', permission: orderTransitions[action].permission },
          schema: {
            tags,
            summary: simpleActionSummary[action],
            ...idempotencyHeaders,
            params: idParamsSchema,
            body: emptyActionBodySchema,
            response: { 200: orderStateSchema },
          },
        },
        async (request, reply) =>
          answerIdempotently(request, reply, db, (tx) =>
            runMerchantTransition(tx, currentActor(request), request.params.id, action),
          ),
      );
    }

    app.post(
      `${BASE}/:id/confirm`,
      {
        config: { merchantScope: 'header', permission: orderTransitions.confirm.permission },
        schema: {
          tags,
          summary:
            'Confirm a placed order; a B2B order whose payment proof is not valid needs proofOverrideNote',
          ...idempotencyHeaders,
          params: idParamsSchema,
          body: confirmOrderBodySchema,
          response: { 200: orderStateSchema },
        },
      },
      async (request, reply) =>
        answerIdempotently(request, reply, db, (tx) =>
          confirmOrder(tx, currentActor(request), request.params.id, request.body),
        ),
    );

    app.post(
      `${BASE}/:id/cancel`,
      {
        config: { merchantScope: 'header', permission: orderTransitions.cancel.permission },
        schema: {
          tags,
          summary: 'Cancel an order before pickup is requested, with a reason',
          ...idempotencyHeaders,
          params: idParamsSchema,
          body: cancelOrderBodySchema,
          response: { 200: orderStateSchema },
        },
      },
      async (request, reply) =>
        answerIdempotently(request, reply, db, (tx) =>
          cancelOrder(tx, currentActor(request), request.params.id, request.body),
        ),
    );

    app.post(
      `${BASE}/:id/payment-proof-validate`,
      {
        config: {
          merchantScope: 'header',
          permission: otherOrderActions['payment-proof-validate'].permission,
        },
        schema: {
          tags,
          summary: "Mark a placed B2B order's pending payment proof valid or invalid",
          ...idempotencyHeaders,
          params: idParamsSchema,
          body: paymentProofValidateBodySchema,
          response: { 200: orderStateSchema },
        },
      },
      async (request, reply) =>
        answerIdempotently(request, reply, db, (tx) =>
          validatePaymentProof(tx, currentActor(request), request.params.id, request.body),
        ),
    );

    app.post(
      `${BASE}/:id/notes`,
      {
        config: { merchantScope: 'header', permission: otherOrderActions.notes.permission },
        schema: {
          tags,
          summary: "Add a note to the order's timeline (any stage)",
          ...idempotencyHeaders,
          params: idParamsSchema,
          body: orderNoteBodySchema,
          response: { 200: orderTimelineEntrySchema },
        },
      },
      async (request, reply) =>
        answerIdempotently(request, reply, db, (tx) =>
          addOrderNote(tx, currentActor(request), request.params.id, request.body.note),
        ),
    );

    app.post(
      `${BASE}/shop-order/confirm/bulk`,
      {
        config: { merchantScope: 'header', permission: 'orders.act' },
        schema: {
          tags,
          summary: 'Confirm several placed orders; answers per order what happened',
          ...idempotencyHeaders,
          body: bulkConfirmBodySchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request, reply) =>
        answerIdempotently(request, reply, db, (tx) =>
          bulkConfirm(tx, currentActor(request), request.body),
        ),
    );
  };
}
