import { z } from 'zod';
import { dateOnlySchema, daysInOrder, isoTimeSchema, pageQuerySchema } from '../common';
import { orderStageSchema, paymentProofStatuses } from './orders';

const shopId = z.number().int().positive().max(2_147_483_647);
const shopIdList = z
  .union([z.string(), shopId, z.array(z.union([z.string(), shopId]))])
  .transform((raw) =>
    (Array.isArray(raw) ? raw : [raw])
      .flatMap((part) => String(part).split(','))
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(z.array(shopId).max(100));

/**
 * GET oms/purchase-orders/merchant (the spec's query). Days are merchant-local (Asia/Dhaka), both
 * ends included. `shopIds` may be comma-separated (`shopIds=1,2`) or repeated
 * (`shopIds=1&shopIds=2`).
 */
export const purchaseOrderQuerySchema = pageQuerySchema
  .extend({
    orderCreatedAtStart: dateOnlySchema.optional(),
    orderCreatedAtEnd: dateOnlySchema.optional(),
    shopIds: shopIdList.optional(),
  })
  .strict()
  .refine(...daysInOrder('orderCreatedAtStart', 'orderCreatedAtEnd'));
export type PurchaseOrderQuery = z.infer<typeof purchaseOrderQuerySchema>;
export type PurchaseOrderQueryInput = z.input<typeof purchaseOrderQuerySchema>;

/** A B2B order seen as the buyer's purchase order. */
export const purchaseOrderSchema = z.object({
  id: z.number().int(),
  /** The order number doubles as the purchase-order number. */
  poNumber: z.string(),
  stage: orderStageSchema,
  shop: z.object({ id: z.number().int(), name: z.string() }),
  buyer: z.object({ name: z.string(), phone: z.string() }),
  itemCount: z.number().int(),
  subtotal: z.number(),
  deliveryCharge: z.number(),
  total: z.number(),
  paymentProofStatus: z.enum(paymentProofStatuses),
  createdAt: isoTimeSchema,
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
