import { z } from 'zod';
import { idSchema } from '../common';

/** Bills and payments share one approval flow: pending until the marketplace approves. */
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export const approvalStatusSchema = z.enum(approvalStatuses);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** `?approvalStatus=approved`; `all` (or leaving it out) means every status. */
export const approvalStatusFilterSchema = z.enum([...approvalStatuses, 'all']);

/** `{id}` is the bill (or payment) id, `{hid}` the history entry id. */
export const historyParamsSchema = z.object({ id: idSchema, hid: idSchema }).strict();
