import { z } from 'zod';
import { isoTimeSchema } from '../common';

/** A phone number (01XXXXXXXXX) or an e-mail address. */
const usernameSchema = z.string().trim().min(3).max(254);
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** A 6-digit code texted to the account's phone. */
const otpSchema = z.string().regex(/^\d{6}$/, 'The code has 6 digits');

/**
 * `otp`: the code `send-otp` texted to the account's phone, which a browser the account has never
 * seen must add while the account is being guessed (answer 403 LOGIN_CODE_REQUIRED without it).
 */
export const loginBodySchema = z
  .object({
    username: usernameSchema,
    password: z.string().min(1).max(128),
    otp: otpSchema.optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({ idToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(512) }).strict();

export const sendOtpBodySchema = z.object({ username: usernameSchema }).strict();
export const sendOtpResponseSchema = z.object({ message: z.string() });

export const verifyOtpBodySchema = z.object({ username: usernameSchema, otp: otpSchema }).strict();
export const verifyOtpResponseSchema = z.object({ resetToken: z.string() });

export const setPasswordBodySchema = z
  .object({ resetToken: z.string().min(1).max(512), password: passwordSchema })
  .strict();
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
