import { z } from 'zod';
import { isoTimeSchema, pageQuerySchema } from '../common';

/**
 * COD money a courier collected for the merchant. `paid` means the marketplace has settled it;
 * only `paid` amounts count against the amount due.
 */
export const courierPaymentStatuses = ['pending', 'processing', 'paid', 'cancelled'] as const;
const courierPaymentStatusSchema = z.enum(courierPaymentStatuses);
export type CourierPaymentStatus = z.infer<typeof courierPaymentStatusSchema>;
const courierPaymentStatusFilterSchema = z.enum([...courierPaymentStatuses, 'all']);

/** The status whose summary row the amount-due formula sums. */
export const COURIER_STATUS_COUNTED_IN_DUE: CourierPaymentStatus = 'paid';

/**
 * A courier payment's courier, by its catalogue name; null for orders delivered with no courier
 * on record, which the panel words in the merchant's language.
 */
export const courierOnRecordSchema = z.string().nullable();

export const courierPaymentSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  courier: courierOnRecordSchema,
  orderCount: z.number().int(),
  amount: z.number(),
  status: courierPaymentStatusSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  reference: z.string().nullable(),
  paidAt: isoTimeSchema.nullable(),
  createdAt: isoTimeSchema,
});
export type CourierPayment = z.infer<typeof courierPaymentSchema>;

/** `/merchant/courier-payments?status=all&page=1`: newest period first. */
export const courierPaymentListQuerySchema = pageQuerySchema
  .extend({ status: courierPaymentStatusFilterSchema.default('all') })
  .strict();
export type CourierPaymentListQuery = z.infer<typeof courierPaymentListQuerySchema>;

export const courierPaymentStatQuerySchema = z
  .object({ status: courierPaymentStatusFilterSchema.optional() })
  .strict();

/**
 * One row per status (every status, zeros included, in the order of courierPaymentStatuses),
 * or only the asked status. The amount due sums the rows of `?status=paid`.
 */
export const courierPaymentStatSchema = z.array(
  z.object({
    status: courierPaymentStatusSchema,
    count: z.number().int(),
    totalAmount: z.number(),
  }),
);
export type CourierPaymentStat = z.infer<typeof courierPaymentStatSchema>;
