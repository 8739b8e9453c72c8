import type { SetPasswordBody } from '@mp/contract/ums/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import { hashPassword } from '../../../lib/passwords';
import { hashToken, randomToken } from '../../../lib/tokens';
import { badResetToken, secondStepRequired, wrongOtp } from './auth.errors';
import {
  claimResetToken,
  closeOpenOtps,
  closeOpenResetTokens,
  findOpenResetTokenUser,
  findUserByUsername,
  insertResetToken,
  revokeSessionsOfUser,
  setPasswordHash,
} from './auth.queries';
import { countAddressAttempt } from './auth.service';
import { checkCode, claimCode, sendCode } from './one-time-codes';
import { hasTwoStep } from './two-step.queries';
import { type TwoStepContext, takeSecondStep } from './two-step.service';

const RESET_TOKEN_TTL_SECONDS = 15 * 60;

const SENT_MESSAGE = 'If an account matches, a code is on its way to its phone.';

/** The browser asking (its cookie's id) and the client's address. */
type Caller = { browserId: string; ip: string };

/**
 * Sends a 6-digit code to the account's phone, for this browser. Unknown users get the same
 * answer and count against the same limits, and the text is handed to the gateway without
 * waiting for it, so neither the answer nor its timing tells whether the account exists.
 */
export async function sendOtp(
  context: AppContext,
  username: string,
  caller: Caller,
  log: FastifyBaseLogger,
) {
  await countAddressAttempt(context, caller.ip);
  const user = await findUserByUsername(context.database.db, username);
  await sendCode(context, user, caller, log);
  return { message: SENT_MESSAGE };
}

/**
 * Trades the latest code this browser was sent for a single-use reset token. A wrong code
 * spends one of that code's tries and counts toward the address's wrong codes; every refusal
 * reads the same.
 */
export async function verifyOtp(
  context: AppContext,
  body: { username: string; otp: string },
  caller: Caller,
  log: FastifyBaseLogger,
) {
  const { db } = context.database;
  await countAddressAttempt(context, caller.ip);
  const user = await findUserByUsername(db, body.username);
  const code = await checkCode(context, user, { ...caller, otp: body.otp }, log);
  const resetToken = randomToken();
  const used = await db.transaction(async (tx) => {
    if (!user || !(await claimCode(tx, code))) return false;
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(resetToken),
      ttlSeconds: RESET_TOKEN_TTL_SECONDS,
    });
    return true;
  });
  if (!used || !user) throw wrongOtp();
  return { resetToken, secondStepRequired: await hasTwoStep(db, user.id) };
}

/**
 * Sets the new password and ends every session of the user (a reset usually means the old
 * password is known to someone else). The token is checked before the costly hash, and
 * claimed again in the transaction, so it works exactly once. An account with 2-step sign-in
 * also gives its second step, so whoever holds the phone's texts (a SIM swap) is not enough.
 */
export async function setPassword(context: TwoStepContext, body: SetPasswordBody, ip: string) {
  const { db } = context.database;
  const tokenHash = hashToken(body.resetToken);
  const userId = await findOpenResetTokenUser(db, tokenHash);
  if (userId === undefined) throw badResetToken();
  if (await hasTwoStep(db, userId)) {
    if (!body.secondStep) throw secondStepRequired();
    await takeSecondStep(context, userId, body.secondStep, ip);
  }
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
