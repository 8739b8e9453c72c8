import { z } from 'zod';
import { systemActorSchema } from '../actors';
import {
  dateOnlySchema,
  daysInOrder,
  isoTimeSchema,
  pageQuerySchema,
  sortDirectionSchema,
} from '../common';
import { approvalStatusFilterSchema, approvalStatusSchema } from './approvals';

/** `online` is a payment made through the payment provider (pay-bill dialog). */
export const paymentMethods = ['bkash', 'nagad', 'bank', 'card', 'online'] as const;
const paymentMethodSchema = z.enum(paymentMethods);

/** For `online` payments the reference is the provider transaction id (`tranId`). */
export const paymentSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  amount: z.number(),
  method: paymentMethodSchema,
  reference: z.string().nullable(),
  approvalStatus: approvalStatusSchema,
  paidAt: isoTimeSchema,
  approvedAt: isoTimeSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `paidFrom` / `paidTo` are merchant-local days (Asia/Dhaka), both inclusive. */
export const paymentListQuerySchema = pageQuerySchema
  .extend({
    approvalStatus: approvalStatusFilterSchema.optional(),
    method: paymentMethodSchema.optional(),
    paidFrom: dateOnlySchema.optional(),
    paidTo: dateOnlySchema.optional(),
    orderBy: z.enum(['paidAt', 'amount']).default('paidAt'),
    orderDirection: sortDirectionSchema.default('desc'),
  })
  .strict()
  .refine(...daysInOrder('paidFrom', 'paidTo'));
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** `GET bms/payments/{merchantId}/paid?approvalStatus=approved`: always exactly one item. */
export const paidTotalQuerySchema = z
  .object({ approvalStatus: approvalStatusFilterSchema.optional() })
  .strict();
export const paidTotalSchema = z.array(z.object({ totalPaidAmount: z.number() }));
export type PaidTotal = z.infer<typeof paidTotalSchema>;

export const paymentHistoryEvents = ['submitted', 'approved', 'rejected', 'note'] as const;

export const paymentHistorySchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  event: z.enum(paymentHistoryEvents),
  note: z.string().nullable(),
  amount: z.number().nullable(),
  actor: systemActorSchema,
  createdAt: isoTimeSchema,
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;
