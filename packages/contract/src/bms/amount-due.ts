import { z } from 'zod';

/**
 * `GET bms/merchants/{merchantId}/amount-due`: the sidebar's figure, computed exactly in SQL:
 * amountDue = totalBillAmount (approved) - (totalPaidAmount (approved) + totalCourierAmount (paid)).
 */
export const amountDueSchema = z.object({
  totalBillAmount: z.number(),
  totalPaidAmount: z.number(),
  totalCourierAmount: z.number(),
  amountDue: z.number(),
});
