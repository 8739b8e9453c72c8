import { z } from 'zod';
import { isoTimeSchema, pageEnvelopeSchema, pageQuerySchema } from '../common';
import { memberRoles, type Permission } from './permissions';

/** What a notification tells; each links to its object (decision 052). */
export const notificationKinds = [
  'orders_placed',
  'issue_comment',
  'issue_status',
  'export_done',
  'payment_approved',
  'courier_payment_paid',
  'stock_low',
  'member_role_changed',
  'member_removed',
  /** The person signed in on a browser that never signed in to their account before. */
  'new_device',
  /** A member of the team did (for those who manage staff). */
  'member_new_device',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Who is told: a member whose role has the permission (a packer is not told about payments);
 * `personal` kinds are written for one person, who always sees their own (decision 077).
 */
export const notificationPermission: Record<NotificationKind, Permission | 'personal'> = {
  orders_placed: 'orders.view',
  issue_comment: 'issues.view',
  issue_status: 'issues.view',
  export_done: 'personal',
  payment_approved: 'billing.view',
  courier_payment_paid: 'billing.view',
  stock_low: 'products.view',
  member_role_changed: 'staff',
  member_removed: 'staff',
  new_device: 'personal',
  member_new_device: 'staff',
};

/** The facts the panel words the notification with, in the merchant's language. */
const notificationDetailsSchema = z.object({
  count: z.number().int().optional(),
  orderNumber: z.string().optional(),
  issueNumber: z.string().optional(),
  status: z.string().optional(),
  fileName: z.string().optional(),
  /** A finished export's file, for its download. */
  fileKey: z.string().optional(),
  amount: z.number().optional(),
  courier: z.string().optional(),
  name: z.string().optional(),
  sku: z.string().optional(),
  stock: z.number().int().optional(),
  /** A member's new role (a custom one by its name). */
  role: z.enum(memberRoles).optional(),
  roleName: z.string().optional(),
  /** A new sign-in's browser and address. */
  device: z.string().optional(),
  ip: z.string().optional(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  /** The object's id: an order (one placed), issue, export, payment, courier payment, product. */
  subjectId: z.number().int().nullable(),
  details: notificationDetailsSchema,
  readAt: isoTimeSchema.nullable(),
  createdAt: isoTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema.strict();
export const notificationPageSchema = pageEnvelopeSchema(notificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
