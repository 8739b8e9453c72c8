import { z } from 'zod';
import { systemActorSchema } from '../actors';
import {
  dateOnlySchema,
  daysInOrder,
  idSchema,
  isoTimeSchema,
  pageEnvelopeSchema,
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
  actor: systemActorSchema,
  createdAt: isoTimeSchema,
});
export type BillHistory = z.infer<typeof billHistorySchema>;

/**
 * What a bill is made of (decision 047): per delivered order its commission, its COD fee and
 * the delivery charge the courier collected with the COD; per period the marketplace's fee;
 * and any adjustment by the finance team (signed).
 */
export const billLineKinds = [
  'commission',
  'cod_fee',
  'delivery_charge',
  'platform_fee',
  'adjustment',
] as const;
export type BillLineKind = (typeof billLineKinds)[number];

/** Each kind in words, as the panel shows it and the export files write it. */
export const billLineKindLabels = {
  en: {
    commission: 'Commission',
    cod_fee: 'COD fee',
    delivery_charge: 'Delivery charge',
    platform_fee: 'Platform fee',
    adjustment: 'Adjustment',
  },
  bn: {
    commission: 'কমিশন',
    cod_fee: 'সিওডি ফি',
    delivery_charge: 'ডেলিভারি চার্জ',
    platform_fee: 'প্ল্যাটফর্ম ফি',
    adjustment: 'সমন্বয়',
  },
} as const satisfies Record<'en' | 'bn', Record<BillLineKind, string>>;

/**
 * What a line was worked out from, as values the panel words in the merchant's language: a
 * commission's percent of each category's goods, the COD fee's percent of the cash collected,
 * the period a platform fee is for. None for a delivery charge (its kind says it all) or an
 * adjustment, which the finance team writes in its own words (`description`).
 */
const billLineDetailsSchema = z.union([
  z.object({
    commission: z.array(z.object({ percent: z.number(), base: z.number(), category: z.string() })),
  }),
  z.object({ codFee: z.object({ percent: z.number(), base: z.number() }) }),
  z.object({ platformFee: z.object({ from: dateOnlySchema, to: dateOnlySchema }) }),
]);
export type BillLineDetails = z.infer<typeof billLineDetailsSchema>;

const billLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(billLineKinds),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  /** The line in English words, for the export files and an adjustment's own note. */
  description: z.string(),
  details: billLineDetailsSchema.nullable(),
  /** Signed: what the line adds to the bill (an adjustment in the merchant's favour is negative). */
  amount: z.number(),
});
export type BillLine = z.infer<typeof billLineSchema>;

/** `GET bms/bills/{id}/lines`: by kind and by order; the bill's order lines come first. */
export const billLineQuerySchema = pageQuerySchema
  .extend({ kind: z.enum(billLineKinds).optional(), orderId: idSchema.optional() })
  .strict();
export type BillLineQuery = z.infer<typeof billLineQuerySchema>;

/** A page of lines, and `total`: the sum of every line the filters keep, on every page. */
export const billLinesPageSchema = pageEnvelopeSchema(billLineSchema).extend({
  total: z.number(),
});
export type BillLinesPage = z.infer<typeof billLinesPageSchema>;
