import { z } from 'zod';
import { idSchema, isoTimeSchema } from '../common';
import { bdMobileSchema } from '../phone';
import { passwordSchema, tokenPairSchema } from './auth';
import { builtInRoles, memberRoles, permissions } from './permissions';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** Roles an invitation may give: ownership passes only from an owner to a member. */
const invitableRoleSchema = z.enum(builtInRoles).exclude(['owner']);
export const invitableRoles = invitableRoleSchema.options;

/** A custom role as a member or an invitation names it. */
const customRoleRefSchema = z.object({ id: idSchema, name: z.string() }).nullable();

/** A custom role is named by its id, and only a custom one. */
const customRoleNamed: [
  (choice: { role: string; customRoleId?: number | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (choice) => (choice.role === 'custom') === (choice.customRoleId !== undefined),
  { message: 'A custom role is named by its id, and only a custom one', path: ['customRoleId'] },
];

/** A role given to someone: a built-in one, or `custom` with the merchant's role's id. */
const roleChoiceSchema = z
  .object({ role: z.enum(memberRoles), customRoleId: idSchema.optional() })
  .strict()
  .refine(...customRoleNamed);

/** One person of the merchant's team, as the staff page lists them. */
const memberSchema = z.object({
  userId: idSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  role: z.enum(memberRoles),
  customRole: customRoleRefSchema,
  /** When they last used the panel (a session signed in or kept alive); null: never. */
  lastActiveAt: isoTimeSchema.nullable(),
  joinedAt: isoTimeSchema,
  /** Whether they sign in with 2-step (an authenticator app). */
  twoStep: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({ members: z.array(memberSchema) });

export const changeRoleBodySchema = roleChoiceSchema;
export type RoleChoice = z.infer<typeof roleChoiceSchema>;

/** Who is invited: by phone (the link goes by SMS) or by e-mail, one of the two. */
export const inviteBodySchema = z
  .object({
    phone: bdMobileSchema.optional(),
    email: z.email().max(254).optional(),
    role: z.enum([...invitableRoleSchema.options, 'custom']),
    customRoleId: idSchema.optional(),
  })
  .strict()
  .refine((body) => (body.phone === undefined) !== (body.email === undefined), {
    message: 'Give a phone number or an e-mail address',
    path: ['phone'],
  })
  .refine(...customRoleNamed);
export type InviteBody = z.input<typeof inviteBodySchema>;

export const invitationSchema = z.object({
  id: idSchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(memberRoles),
  customRole: customRoleRefSchema,
  invitedBy: z.string(),
  expiresAt: isoTimeSchema,
  createdAt: isoTimeSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

/** The link's secret, as its path carries it. */
export const invitationTokenParamsSchema = z
  .object({ token: z.string().min(20).max(100) })
  .strict();

/** What the invitation link's page shows before anyone signs in. */
export const invitationPreviewSchema = z.object({
  merchantName: z.string(),
  role: z.enum(memberRoles),
  customRole: customRoleRefSchema,
  invitedBy: z.string(),
  expiresAt: isoTimeSchema,
  /** The person already has a login: they sign in and join instead of making one. */
  hasLogin: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** A new login made from an invitation; its phone must be the invited one when one was. */
export const acceptInvitationBodySchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    phone: bdMobileSchema,
    password: passwordSchema,
  })
  .strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const joinedMerchantSchema = z.object({ merchantId: idSchema });

/** A new login from an invitation: its tokens, and the merchant it joined (the panel opens it). */
export const acceptedInvitationSchema = tokenPairSchema.extend({ merchantId: idSchema });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** A role the merchant made by ticking permissions. */
const customRoleSchema = z.object({
  id: idSchema,
  name: z.string(),
  permissions: z.array(z.enum(permissions)),
  /** How many people have it now. */
  members: z.number().int(),
});
export type CustomRoleAnswer = z.infer<typeof customRoleSchema>;
export const customRoleListSchema = z.object({ roles: z.array(customRoleSchema) });

export const customRoleBodySchema = z
  .object({
    name: z.string().trim().min(2).max(50),
    permissions: z.array(z.enum(permissions)).min(1).max(permissions.length),
  })
  .strict();
export type CustomRoleBody = z.infer<typeof customRoleBodySchema>;

/** What the merchant account asks of everyone in its team at sign-in. */
export const signInRulesSchema = z.object({ twoStepRequired: z.boolean() }).strict();
export type SignInRules = z.infer<typeof signInRulesSchema>;
