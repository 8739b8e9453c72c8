import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import { hashPassword } from '../../../lib/passwords';
import { releaseSlot, takeSlot } from '../../../lib/rate-limit';
import { hashToken, randomToken } from '../../../lib/tokens';
import { badResetToken, wrongOtp } from './auth.errors';
import {
  claimOtp,
  claimResetToken,
  closeOpenOtps,
  closeOpenResetTokens,
  countOtpFailure,
  findLatestOtpId,
  findOpenResetTokenUser,
  findUserByUsername,
  insertOtp,
  insertResetToken,
  revokeSessionsOfUser,
  setPasswordHash,
} from './auth.queries';
import { countAddressAttempt, limitKey } from './auth.service';

const OTP_TTL_SECONDS = 10 * 60;
const RESET_TOKEN_TTL_SECONDS = 15 * 60;
/** Wrong tries after which a code is dead, even for the right digits. */
const OTP_MAX_FAILURES = 5;

// Salted with the user id, so one table of the million hashes does not read every row.
const otpHash = (userId: number, code: string) => hashToken(`otp:${userId}:${code}`);

const SENT_MESSAGE = 'If an account matches, a code is on its way to its phone.';

/**
 * Sends a 6-digit code to the account's phone. Unknown users get the same answer and count
 * against the same limits, and the text is handed to the gateway without waiting for it, so
 * neither the answer nor its timing tells whether the account exists.
 */
export async function sendOtp(
  context: AppContext,
  username: string,
  ip: string,
  log: FastifyBaseLogger,
) {
  const { db } = context.database;
  await countAddressAttempt(context, ip);
  const user = await findUserByUsername(db, username);
  await takeSlot(
    db,
    'otp-send',
    limitKey(user, username),
    context.config.rateLimits.otpSends,
    'Too many codes requested, please try again later',
  );
  if (user) {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      await closeOpenOtps(tx, user.id);
      await insertOtp(tx, {
        userId: user.id,
        codeHash: otpHash(user.id, code),
        ttlSeconds: OTP_TTL_SECONDS,
      });
    });
    context.sms
      .send(user.phone, `Your merchant panel code is ${code}. It expires in 10 minutes.`)
      .catch((error: unknown) => log.error({ err: error }, 'sending the one-time code failed'));
  }
  return { message: SENT_MESSAGE };
}

/**
 * Trades the latest code for a single-use reset token. A wrong code counts a failed try on
 * that code and toward the user's limit of wrong codes; every refusal reads the same.
 */
export async function verifyOtp(
  context: AppContext,
  body: { username: string; otp: string },
  ip: string,
) {
  const { db } = context.database;
  await countAddressAttempt(context, ip);
  const user = await findUserByUsername(db, body.username);
  const failure = await takeSlot(
    db,
    'otp-verify-failure',
    limitKey(user, body.username),
    context.config.rateLimits.loginFailures,
    'Too many wrong codes, please try again later',
  );
  const otpId = user ? await findLatestOtpId(db, user.id) : undefined;
  if (!user || otpId === undefined) throw wrongOtp();
  const resetToken = randomToken();
  const used = await db.transaction(async (tx) => {
    if (!(await claimOtp(tx, otpId, otpHash(user.id, body.otp), OTP_MAX_FAILURES))) return false;
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(resetToken),
      ttlSeconds: RESET_TOKEN_TTL_SECONDS,
    });
    return true;
  });
  if (!used) {
    await countOtpFailure(db, otpId, OTP_MAX_FAILURES);
    throw wrongOtp();
  }
  await releaseSlot(db, failure);
  return { resetToken };
}

/**
 * Sets the new password and ends every session of the user (a reset usually means the old
 * password is known to someone else). The token is checked before the costly hash, and
 * claimed again in the transaction, so it works exactly once.
 */
export async function setPassword(
  context: AppContext,
  body: { resetToken: string; password: string },
) {
  const { db } = context.database;
  const tokenHash = hashToken(body.resetToken);
  if ((await findOpenResetTokenUser(db, tokenHash)) === undefined) throw badResetToken();
  const passwordHash = await hashPassword(body.password);
  const changed = await db.transaction(async (tx) => {
    const userId = await claimResetToken(tx, tokenHash);
    if (userId === undefined) return false;
    await setPasswordHash(tx, userId, passwordHash);
    await closeOpenResetTokens(tx, userId);
    await closeOpenOtps(tx, userId);
    await revokeSessionsOfUser(tx, userId, 'password changed');
    return true;
  });
  if (!changed) throw badResetToken();
  return { message: 'Your password has been changed. Please log in with the new one.' };
}
