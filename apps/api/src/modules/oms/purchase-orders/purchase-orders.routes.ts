import { pageEnvelopeSchema } from '@mp/contract/common';
import {
  type PurchaseOrder,
  purchaseOrderQuerySchema,
  purchaseOrderSchema,
} from '@mp/contract/oms/purchase-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { phoneFor } from '../../../lib/member-view';
import { pageEnvelope } from '../../../lib/pagination';
import { currentAccess, currentMerchantId } from '../../../plugins/auth';
import { listPurchaseOrders } from './purchase-orders.queries';

export function purchaseOrderRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/oms/purchase-orders/merchant',
      {
        config: { merchantScope: 'header', permission: 'orders.view' },
        schema: {
          tags: ['orders'],
          summary: "The merchant's B2B orders as purchase orders, newest first",
          description:
            'orderCreatedAtStart/orderCreatedAtEnd: yyyy-MM-dd, Asia/Dhaka days, both included. ' +
            'shopIds: `shopIds=1,2` or `shopIds=1&shopIds=2`.',
          querystring: purchaseOrderQuerySchema,
          response: { 200: pageEnvelopeSchema(purchaseOrderSchema) },
        },
      },
      async (request) => {
        const { rows, total } = await listPurchaseOrders(
          db,
          currentMerchantId(request),
          request.query,
        );
        const phone = phoneFor(currentAccess(request));
        const content: PurchaseOrder[] = rows.map((row) => ({
          id: row.id,
          poNumber: row.orderNumber,
          stage: row.stage,
          shop: { id: row.shopId, name: row.shopName },
          buyer: { name: row.customerName, phone: phone(row.customerPhone) },
          itemCount: row.itemCount,
          subtotal: row.subtotal,
          deliveryCharge: row.deliveryCharge,
          total: row.total,
          paymentProofStatus: row.paymentProofStatus,
          createdAt: row.createdAt.toISOString(),
        }));
        return pageEnvelope(content, request.query, total);
      },
    );
  };
}
