import { z } from 'zod';
import { isoTimeSchema } from '../common';

/** A phone number (01XXXXXXXXX) or an e-mail address. */
const usernameSchema = z.string().trim().min(3).max(254);
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** A 6-digit code: texted to the account's phone, or the authenticator app's (a new one every 30 s). */
const codeSchema = z.string().regex(/^\d{6}$/, 'The code has 6 digits');
/** A recovery code as shown (`abcde-12345`); spaces, hyphens and case do not matter. */
const recoveryCodeSchema = z
  .string()
  .trim()
  .min(10)
  .max(40)
  .regex(/^[\w\s-]+$/, 'A recovery code has letters and digits');

/** The second step: a code of the authenticator app, or one of the recovery codes (once each). */
export const secondStepProofSchema = z.union([
  z.object({ code: codeSchema }).strict(),
  z.object({ recoveryCode: recoveryCodeSchema }).strict(),
]);
export type SecondStepProof = z.infer<typeof secondStepProofSchema>;

/**
 * `otp`: the code `send-otp` texted to the account's phone, which a browser the account has never
 * seen must add while the account is being guessed (answer 403 LOGIN_CODE_REQUIRED without it).
 */
export const loginBodySchema = z
  .object({
    username: usernameSchema,
    password: z.string().min(1).max(128),
    otp: codeSchema.optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({ idToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(512) }).strict();

export const sendOtpBodySchema = z.object({ username: usernameSchema }).strict();
export const sendOtpResponseSchema = z.object({ message: z.string() });

export const verifyOtpBodySchema = z.object({ username: usernameSchema, otp: codeSchema }).strict();
/** `secondStepRequired`: the account has 2-step sign-in, so `set-password` needs its proof too. */
export const verifyOtpResponseSchema = z.object({
  resetToken: z.string(),
  secondStepRequired: z.boolean(),
});

/**
 * `secondStep`: for an account with 2-step sign-in, a code of its authenticator app or a
 * recovery code (answer 403 SECOND_STEP_REQUIRED without it).
 */
export const setPasswordBodySchema = z
  .object({
    resetToken: z.string().min(1).max(512),
    password: passwordSchema,
    secondStep: secondStepProofSchema.optional(),
  })
  .strict();
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;
export const messageResponseSchema = z.object({ message: z.string() });

/** A signed-in user's new password, given the current one (no code by SMS). */
export const changePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1).max(128), newPassword: passwordSchema })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Claims of the signed idToken the panel reads (`sub` is the user id). */
export type IdTokenClaims = { sub: string; sid: string; name: string; exp: number };

/** Where the person is signed in: one session per sign-in, while it lasts. */
const signedInDeviceSchema = z.object({
  id: z.string(),
  /** The browser and system as its user agent names them (`Chrome 120`, `Android 14`). */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** `mobile`, `tablet`, `desktop` or null when the agent does not say. */
  platform: z.string().nullable(),
  /** The address it signed in from (a place only where a GeoIP database is configured). */
  ip: z.string().nullable(),
  signedInAt: isoTimeSchema,
  /** Its last sign-in or refresh of its token. */
  lastActiveAt: isoTimeSchema,
  /** The session making this call. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signedInDevicesSchema = z.object({ devices: z.array(signedInDeviceSchema) });

export const deviceParamsSchema = z.object({ id: z.string().regex(/^[\w-]{20,100}$/) }).strict();

export const secondStepMethods = ['app', 'recovery'] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];

/**
 * The login's answer: the session's tokens, or, for an account with 2-step sign-in, a ticket
 * (5 minutes, once) to complete with the second step at `login/second-step`.
 */
const secondStepChallengeSchema = z.object({
  secondStep: z.object({ ticket: z.string(), methods: z.array(z.enum(secondStepMethods)) }),
});
export const loginResponseSchema = z.union([tokenPairSchema, secondStepChallengeSchema]);

export const secondStepLoginBodySchema = z
  .object({ ticket: z.string().min(20).max(100) })
  .and(secondStepProofSchema);
export type SecondStepLoginBody = z.infer<typeof secondStepLoginBodySchema>;

/** The person's 2-step sign-in, as the security page shows it. */
export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: isoTimeSchema.nullable(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** A new authenticator key, waiting for its first code: as text and as an otpauth:// link. */
export const twoStepSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** Recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const enableTwoStepBodySchema = z.object({ code: codeSchema }).strict();

/** After a sign-in or a step-up, guarded acts are allowed this long in that session. */
export const STEP_UP_SECONDS = 15 * 60;

/**
 * Proving it is the person again: the second step for an account with 2-step sign-in, the
 * password otherwise. Guarded acts are then allowed for 15 minutes in this session.
 */
export const stepUpBodySchema = z.union([
  secondStepProofSchema,
  z.object({ password: z.string().min(1).max(128) }).strict(),
]);
export type StepUpBody = z.infer<typeof stepUpBodySchema>;
