import { idParamsSchema } from '@mp/contract/common';
import { codListQuerySchema, codPageSchema } from '@mp/contract/oms/cod';
import {
  courierChargeQuerySchema,
  courierChargeTotalSchema,
  courierCountQuerySchema,
  courierCountsSchema,
  logisticsInfoBodySchema,
  missingCodPaymentsResultSchema,
  orderLogisticsSchema,
} from '@mp/contract/oms/logistics';
import { emptyActionBodySchema } from '@mp/contract/oms/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { answerIdempotently } from '../../../lib/idempotency';
import { currentActor, currentMerchantId } from '../../../plugins/auth';
import {
  countByCourierStatus,
  generateMissingCodPayments,
  listMerchantCodOrders,
  totalCourierCharge,
  updateLogisticsInfo,
} from './logistics.service';

const tags = ['logistics'];

export function logisticsRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.post(
      '/oms/merchant-logistic-orders/:id/update-info',
      {
        config: { merchantScope: 'header', permission: 'orders.act' },
        schema: {
          tags,
          summary:
            'Set the courier, tracking number and pickup details of an order; {id}: order id',
          description:
            'Allowed from placed up to dispatched (409 INVALID_TRANSITION for delivered or ' +
            'cancelled orders). Adds a `logistics` timeline entry. Optional `Idempotency-Key`.',
          params: idParamsSchema,
          body: logisticsInfoBodySchema,
          response: { 200: orderLogisticsSchema },
        },
      },
      async (request, reply) =>
        answerIdempotently(request, reply, db, (tx) =>
          updateLogisticsInfo(tx, currentActor(request), request.params.id, request.body),
        ),
    );

    app.get(
      '/oms/merchant-cod',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags,
          summary: "Delivered COD orders: where each one's cash is, and the totals per status",
          querystring: codListQuerySchema,
          response: { 200: codPageSchema },
        },
      },
      async (request) => listMerchantCodOrders(db, currentMerchantId(request), request.query),
    );

    app.post(
      '/oms/merchant-logistic-orders/generate/missing-cod-payments',
      {
        config: { merchantScope: 'header', permission: 'billing.pay' },
        schema: {
          tags,
          summary: 'Create the courier payments that delivered COD orders lack (once per order)',
          description:
            'Delivered COD orders with a COD amount that no courier payment covers yet get one ' +
            'pending courier payment per courier (period: their delivery days). Running it again ' +
            'creates nothing for the same orders: `{ created: 0, orders: 0 }`.',
          body: emptyActionBodySchema,
          response: { 200: missingCodPaymentsResultSchema },
        },
      },
      async (request) => generateMissingCodPayments(db, currentMerchantId(request)),
    );

    app.get(
      '/oms/merchant-orders/stats/count/ecourier',
      {
        config: { merchantScope: 'header', permission: 'orders.view' },
        schema: {
          tags,
          summary: 'Orders per courier and courier status (awaiting_pickup, in_transit, ...)',
          description:
            'Orders that have a courier, grouped by courier name and by a courier status read ' +
            'from the stage: awaiting_pickup (before dispatched), in_transit (dispatched), ' +
            'delivered, cancelled. `withoutCourier` counts the orders with no courier yet. ' +
            'Optional createdFrom/createdTo (yyyy-MM-dd, Asia/Dhaka) on the order’s placing day.',
          querystring: courierCountQuerySchema,
          response: { 200: courierCountsSchema },
        },
      },
      async (request) => countByCourierStatus(db, currentMerchantId(request), request.query),
    );

    app.get(
      '/oms/merchant-payments/:id/total-courier-charge',
      {
        config: { merchantScope: 'param', permission: 'billing.view' },
        schema: {
          tags,
          summary: 'Sum of the delivery charges of the merchant’s delivered orders; {id}: merchant',
          description:
            'Optional from/to (yyyy-MM-dd, Asia/Dhaka) on the delivery day, both ends included.',
          params: idParamsSchema,
          querystring: courierChargeQuerySchema,
          response: { 200: courierChargeTotalSchema },
        },
      },
      async (request) => totalCourierCharge(db, currentMerchantId(request), request.query),
    );
  };
}
