import { z } from 'zod';
import { approvalStatuses } from '../bms/approvals';
import { billLineKinds } from '../bms/bills';
import { courierOnRecordSchema, courierPaymentStatuses } from '../bms/courier-payments';
import { isoTimeSchema } from '../common';

/**
 * `GET oms/merchant-orders/{id}/money` (#23 item 4): what an order brings the merchant and what
 * it costs. `net` is the order's goods (total less the delivery charge) less what the
 * marketplace charged for it, once a bill holds it; a rejected bill's lines do not count.
 */
export const orderMoneySchema = z.object({
  orderId: z.number().int(),
  total: z.number(),
  deliveryCharge: z.number(),
  /** The cash the courier collects at the door: the total of a COD order, 0 for B2B. */
  codToCollect: z.number(),
  charges: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(billLineKinds),
      description: z.string(),
      amount: z.number(),
      bill: z.object({
        id: z.number().int(),
        billNumber: z.string(),
        approvalStatus: z.enum(approvalStatuses),
      }),
    }),
  ),
  chargesTotal: z.number(),
  /** The courier payment that brings the collected COD in; null until one covers the order. */
  remittance: z
    .object({
      courierPaymentId: z.number().int(),
      courier: courierOnRecordSchema,
      status: z.enum(courierPaymentStatuses),
      reference: z.string().nullable(),
      paidAt: isoTimeSchema.nullable(),
    })
    .nullable(),
  net: z.number().nullable(),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;
