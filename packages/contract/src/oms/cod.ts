import { z } from 'zod';
import { courierPaymentStatuses } from '../bms/courier-payments';
import {
  booleanFlagSchema,
  idSchema,
  isoTimeSchema,
  pageEnvelopeSchema,
  pageQuerySchema,
} from '../common';

/**
 * Where a delivered COD order's cash is (#23 item 3): the courier has not reported collecting
 * it, has collected it (no paid courier payment brings it yet), or a paid courier payment
 * remitted it: exactly, short of the COD amount, or over it.
 */
export const codStatuses = [
  'awaiting_collection',
  'collected',
  'remitted',
  'short',
  'over',
] as const;
export type CodStatus = (typeof codStatuses)[number];

/** Each status in words, as the panel shows it and the export files write it. */
export const codStatusLabels = {
  en: {
    awaiting_collection: 'Awaiting collection',
    collected: 'Collected, not remitted',
    remitted: 'Remitted',
    short: 'Short remitted',
    over: 'Over remitted',
  },
  bn: {
    awaiting_collection: 'আদায়ের অপেক্ষায়',
    collected: 'আদায় হয়েছে, পাঠানো হয়নি',
    remitted: 'পাঠানো হয়েছে',
    short: 'কম পাঠানো হয়েছে',
    over: 'বেশি পাঠানো হয়েছে',
  },
} as const satisfies Record<'en' | 'bn', Record<CodStatus, string>>;

/** Delivered this many days ago and not remitted: the reconciliation's "overdue" filter. */
export const COD_OVERDUE_DAYS = 7;

/** `GET oms/merchant-cod`: newest delivery first. */
export const codListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(codStatuses).optional(),
    /** Delivered over COD_OVERDUE_DAYS days ago and not remitted. */
    overdue: booleanFlagSchema.optional(),
    /** Only the orders one courier payment covers: a courier payment's orders. */
    courierPaymentId: idSchema.optional(),
  })
  .strict();
export type CodListQuery = z.infer<typeof codListQuerySchema>;

const codOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  deliveredAt: isoTimeSchema,
  codAmount: z.number(),
  collectedAt: isoTimeSchema.nullable(),
  courierName: z.string().nullable(),
  /** What the courier charges for the delivery (the order's delivery charge). */
  courierCharge: z.number(),
  /** The courier payment that covers the order, and what it remitted for it. */
  courierPayment: z
    .object({
      id: z.number().int(),
      reference: z.string().nullable(),
      status: z.enum(courierPaymentStatuses),
      paidAt: isoTimeSchema.nullable(),
      remitted: z.number(),
    })
    .nullable(),
  status: z.enum(codStatuses),
  /** Whole days since delivery. */
  ageDays: z.number().int(),
});
export type CodOrder = z.infer<typeof codOrderSchema>;

/** A page of orders, and every status's orders and COD amount for the same filters but status. */
export const codPageSchema = pageEnvelopeSchema(codOrderSchema).extend({
  totals: z.array(
    z.object({ status: z.enum(codStatuses), orders: z.number().int(), amount: z.number() }),
  ),
});
export type CodPage = z.infer<typeof codPageSchema>;
