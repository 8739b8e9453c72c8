import { z } from 'zod';
import { courierOnRecordSchema } from '../bms/courier-payments';
import { dateOnlySchema, daysInOrder, isoTimeSchema, offsetTimeSchema } from '../common';
import { orderStageSchema } from './orders';

/** POST oms/merchant-logistic-orders/{id}/update-info: {id} is an order id of X-Merchant-Id. */
export const logisticsInfoBodySchema = z
  .object({
    courierName: z.string().trim().min(2).max(100),
    trackingNumber: z.string().trim().min(3).max(100),
    pickupAddress: z.string().trim().min(3).max(500).optional(),
    /** ISO 8601 with offset: when the courier picks up (or picked up) the parcel. */
    pickupAt: offsetTimeSchema.optional(),
  })
  .strict();
export type LogisticsInfoBody = z.infer<typeof logisticsInfoBodySchema>;

export const orderLogisticsSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  stage: orderStageSchema,
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  pickupAddress: z.string().nullable(),
  pickupAt: isoTimeSchema.nullable(),
  updatedAt: isoTimeSchema,
});
export type OrderLogistics = z.infer<typeof orderLogisticsSchema>;

/** POST oms/merchant-logistic-orders/generate/missing-cod-payments. */
export const missingCodPaymentsResultSchema = z.object({
  /** Courier-payment records created now (one per courier); 0 when nothing was missing. */
  created: z.number().int(),
  /** Delivered COD orders those records now cover. */
  orders: z.number().int(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      courier: courierOnRecordSchema,
      orderCount: z.number().int(),
      amount: z.number(),
    }),
  ),
});
export type MissingCodPaymentsResult = z.infer<typeof missingCodPaymentsResultSchema>;

/**
 * Courier statuses, from the order stage of orders that have a courier:
 * `awaiting_pickup` = before dispatched, `in_transit` = dispatched, then delivered, cancelled.
 */
export const courierStatuses = ['awaiting_pickup', 'in_transit', 'delivered', 'cancelled'] as const;
export type CourierStatus = (typeof courierStatuses)[number];

export const courierCountQuerySchema = z
  .object({ createdFrom: dateOnlySchema.optional(), createdTo: dateOnlySchema.optional() })
  .strict();

/** GET oms/merchant-orders/stats/count/ecourier. */
export const courierCountsSchema = z.object({
  couriers: z.array(
    z.object({
      courierName: z.string(),
      counts: z.record(z.enum(courierStatuses), z.number().int()),
      total: z.number().int(),
    }),
  ),
  /** Every courier together, per status. */
  counts: z.record(z.enum(courierStatuses), z.number().int()),
  total: z.number().int(),
  /** Orders with no courier yet (not counted above). */
  withoutCourier: z.number().int(),
});
export type CourierCounts = z.infer<typeof courierCountsSchema>;

/** GET oms/merchant-payments/{id}/total-courier-charge: {id} is the merchant id. */
export const courierChargeQuerySchema = z
  .object({
    /** Delivered on or after this merchant-local day (Asia/Dhaka). */
    from: dateOnlySchema.optional(),
    /** Delivered on or before this day. */
    to: dateOnlySchema.optional(),
  })
  .strict()
  .refine(...daysInOrder('from', 'to'));

export const courierChargeTotalSchema = z.object({
  merchantId: z.number().int(),
  /** Sum of the delivery charges of the merchant's delivered orders in the range. */
  totalCourierCharge: z.number(),
  orderCount: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type CourierChargeTotal = z.infer<typeof courierChargeTotalSchema>;
