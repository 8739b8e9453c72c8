import { z } from 'zod';
import {
  dateOnlySchema,
  daysInOrder,
  isoTimeSchema,
  pageEnvelopeSchema,
  pageQuerySchema,
  queryIdSchema,
} from '../common';
import { exportFormats, exportKinds } from '../oms/exports';
import { activityAreas, activityKinds } from './activity-kinds';
import { memberRoles } from './permissions';

/** The orders (or products) an entry names, at most this many; `count` says how many in all. */
export const ACTIVITY_SUBJECTS_KEPT = 20;

/** The facts the panel words an entry with, in the merchant's language. */
const activityDetailsSchema = z.object({
  /** The orders acted on (their numbers), the first `ACTIVITY_SUBJECTS_KEPT`. */
  orderNumbers: z.array(z.string()).optional(),
  /** A B2B order confirmed past its payment proof, or a note: the words given. */
  note: z.string().optional(),
  /** A payment proof's verdict. */
  verdict: z.enum(['valid', 'invalid']).optional(),
  cancelReason: z.string().optional(),
  courier: z.string().optional(),
  trackingNumber: z.string().optional(),
  product: z.string().optional(),
  sku: z.string().optional(),
  /** A value before and after (stock, charge, threshold; null: the merchant's default). */
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
  delisted: z.boolean().optional(),
  autoDelist: z.boolean().optional(),
  issueNumber: z.string().optional(),
  amount: z.number().optional(),
  billNumber: z.string().optional(),
  /** The payout channel of a COD payment preference. */
  channel: z.string().optional(),
  /** The person an act on the team was about, and the role given. */
  person: z.string().optional(),
  role: z.enum(memberRoles).optional(),
  roleName: z.string().optional(),
  exportKind: z.enum(exportKinds).optional(),
  format: z.enum(exportFormats).optional(),
  /** An orders export with the customers' phones unmasked. */
  withPhones: z.boolean().optional(),
  /** The team's sign-in rule: 2-step sign-in asked of everyone, or left to each person. */
  twoStepRequired: z.boolean().optional(),
});
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

const activityEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(activityKinds),
  /** Who acted: a member (by name, even once removed). */
  actor: z.object({ userId: z.number().int(), name: z.string() }),
  /** The one thing acted on (an order, product, issue, member ...); null for several or none. */
  subjectId: z.number().int().nullable(),
  /** How many things the act touched (a bulk confirm of 40 orders: 40). */
  count: z.number().int(),
  details: activityDetailsSchema,
  createdAt: isoTimeSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** The log's filters: a person, an area, a range of Dhaka days (both included). */
export const activityFilterSchema = z
  .object({
    userId: queryIdSchema.optional(),
    area: z.enum(activityAreas).optional(),
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
  })
  .strict();
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

export const activityListQuerySchema = pageQuerySchema
  .extend(activityFilterSchema.shape)
  .strict()
  .refine(...daysInOrder('from', 'to'));
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const activityPageSchema = pageEnvelopeSchema(activityEntrySchema);

export const activityPeopleSchema = z.object({
  people: z.array(z.object({ userId: z.number().int(), name: z.string() })),
});

/** An export of the log: the same filters, in a JSON body. */
export const activityExportBodySchema = activityFilterSchema.refine(...daysInOrder('from', 'to'));
