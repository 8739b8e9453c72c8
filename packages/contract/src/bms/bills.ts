import { z } from 'zod';
import {
  dateOnlySchema,
  daysInOrder,
  isoTimeSchema,
  pageQuerySchema,
  sortDirectionSchema,
} from '../common';
import { approvalStatusFilterSchema, approvalStatusSchema } from './approvals';

export const billSchema = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  billNumber: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  totalBillAmount: z.number(),
  approvalStatus: approvalStatusSchema,
  createdAt: isoTimeSchema,
  approvedAt: isoTimeSchema.nullable(),
});
export type Bill = z.infer<typeof billSchema>;

/**
 * `periodFrom` / `periodTo` (yyyy-MM-dd) keep the bills whose period overlaps that range.
 * Newest period first unless `orderBy` / `orderDirection` say otherwise.
 */
export const billListQuerySchema = pageQuerySchema
  .extend({
    approvalStatus: approvalStatusFilterSchema.optional(),
    periodFrom: dateOnlySchema.optional(),
    periodTo: dateOnlySchema.optional(),
    orderBy: z.enum(['periodStart', 'totalBillAmount', 'createdAt']).default('periodStart'),
    orderDirection: sortDirectionSchema.default('desc'),
  })
  .strict()
  .refine(...daysInOrder('periodFrom', 'periodTo'));
export type BillListQuery = z.infer<typeof billListQuerySchema>;

/** `GET bms/bills/{merchantId}/total?approvalStatus=approved`: always exactly one item. */
export const billTotalQuerySchema = z
  .object({ approvalStatus: approvalStatusFilterSchema.optional() })
  .strict();
export const billTotalSchema = z.array(z.object({ totalBillAmount: z.number() }));
export type BillTotal = z.infer<typeof billTotalSchema>;

export const billHistoryEvents = [
  'generated',
  'adjusted',
  'approved',
  'rejected',
  'note',
  'exported',
] as const;

export const billHistorySchema = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  event: z.enum(billHistoryEvents),
  note: z.string().nullable(),
  amount: z.number().nullable(),
  actor: z.string(),
  createdAt: isoTimeSchema,
});
export type BillHistory = z.infer<typeof billHistorySchema>;
