import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { addressKey, releaseSlot, takeSlot, takeSlotIfRoom } from '../../../lib/rate-limit';
import { hashToken } from '../../../lib/tokens';
import { wrongOtp } from './auth.errors';
import { claimOtp, closeOpenOtps, findLatestOtpId, insertOtp, tryOtp } from './auth.queries';

type CodeContext = Pick<AppContext, 'config' | 'database' | 'sms'>;
type Recipient = { id: number; phone: string };

const OTP_TTL_SECONDS = 10 * 60;
/**
 * Wrong tries after which a code is dead, even for the right digits: each guess needs a code
 * texted for the guesser's own browser, so this bounds guessing by the texts sent (decision 063).
 */
const OTP_MAX_FAILURES = 3;
/** Wrong codes for one account in an hour, from anywhere, past which its owner is told. */
const WRONG_CODES_BEFORE_ALERT = { max: 20, windowSeconds: 60 * 60 };

// Salted with the user id, so one table of the million hashes does not read every row.
const otpHash = (userId: number, code: string) => hashToken(`otp:${userId}:${code}`);
/** A browser's id as the codes table keeps it: whoever reads the table cannot replay it. */
const browserHash = (browserId: string) => hashToken(`browser:${browserId}`);

const TOO_MANY_CODES = 'Too many codes requested, please try again later';

/** One text of the marketplace's hourly budget, or 429 when it is spent. */
const takeSmsBudget = (context: CodeContext) =>
  takeSlot(
    context.database.db,
    'sms-budget',
    'all',
    context.config.rateLimits.smsBudget,
    'No more codes can be sent right now; please try again in a few minutes',
  );

/**
 * Texts a 6-digit code for `user` to use from this browser only. Counted per browser, per
 * client address and against the marketplace's SMS budget, never per account, so nobody can use
 * up an owner's codes; each browser's codes are its own, so a stranger's request does not end
 * the owner's code (a browser's new code replaces only its own earlier one). `user` undefined
 * (an unknown username) counts the same per browser and address and texts nothing; it does not
 * spend the SMS budget, so made-up names cannot spend it for the owners (its count is written
 * all the same, so both take the same work).
 */
export async function sendCode(
  context: CodeContext,
  user: Recipient | undefined,
  request: { browserId: string; ip: string },
  log: FastifyBaseLogger,
) {
  const { db } = context.database;
  const limits = context.config.rateLimits;
  const browser = browserHash(request.browserId);
  await takeSlot(db, 'otp-send-browser', browser, limits.otpSends, TOO_MANY_CODES);
  await takeSlot(
    db,
    'otp-send-address',
    addressKey(request.ip),
    limits.otpSendsPerAddress,
    TOO_MANY_CODES,
  );
  if (!user) {
    await takeSlotIfRoom(db, 'sms-budget-unknown-names', 'all', limits.smsBudget);
    return;
  }
  await takeSmsBudget(context);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await closeOpenOtps(tx, user.id, browser);
    await insertOtp(tx, {
      userId: user.id,
      browserHash: browser,
      codeHash: otpHash(user.id, code),
      ttlSeconds: OTP_TTL_SECONDS,
    });
  });
  context.sms
    .send(user.phone, `Your merchant panel code is ${code}. It expires in 10 minutes.`)
    .catch((error: unknown) => log.error({ err: error }, 'sending the one-time code failed'));
}

/** A code that matched, to be claimed in the transaction of what it unlocks. */
export type CheckedCode = { id: number; hash: string };

/**
 * Checks `otp` against the latest code this browser was sent for `user`. A wrong one spends one
 * of that code's tries (atomically: concurrent guesses cannot pass its three) and one of the
 * address's wrong codes (10 per 15 minutes); codes other browsers asked for are never looked at,
 * so guesses from elsewhere cannot end the owner's. Wrong codes for one account from anywhere
 * refuse no one, but past 20 in an hour its owner is told by SMS. Every refusal reads the same,
 * for an unknown user too.
 */
export async function checkCode(
  context: CodeContext,
  user: Recipient | undefined,
  request: { browserId: string; ip: string; otp: string },
  log: FastifyBaseLogger,
): Promise<CheckedCode> {
  const { db } = context.database;
  const failure = await takeSlot(
    db,
    'otp-verify-failure',
    addressKey(request.ip),
    context.config.rateLimits.loginFailures,
    'Too many wrong codes, please try again later',
  );
  const otpId = user
    ? await findLatestOtpId(db, user.id, browserHash(request.browserId))
    : undefined;
  const hash = user ? otpHash(user.id, request.otp) : '';
  if (otpId === undefined || !(await tryOtp(db, otpId, hash, OTP_MAX_FAILURES))) {
    if (user) {
      const counted = await takeSlotIfRoom(
        db,
        'otp-wrong-account',
        `user:${user.id}`,
        WRONG_CODES_BEFORE_ALERT,
      );
      if (!counted) await tellOwnerOfGuessing(context, user, log);
    }
    throw wrongOtp();
  }
  await releaseSlot(db, failure);
  return { id: otpId, hash };
}

/** Uses a checked code; false when it was used meanwhile (a code works once). */
export const claimCode = (db: Db, code: CheckedCode) =>
  claimOtp(db, code.id, code.hash, OTP_MAX_FAILURES);

/**
 * Tells the owner by SMS, once per window of the account's ceiling, that strangers are guessing
 * (the password from browsers the account has never seen, or codes), and what that changes for
 * them. Within the SMS budget only.
 */
export async function tellOwnerOfGuessing(
  context: CodeContext,
  user: Recipient,
  log: FastifyBaseLogger,
) {
  const { db } = context.database;
  const limits = context.config.rateLimits;
  const budget = await takeSlotIfRoom(db, 'sms-budget', 'all', limits.smsBudget);
  if (!budget) return;
  const window = { max: 1, windowSeconds: limits.accountFailures.windowSeconds };
  if (!(await takeSlotIfRoom(db, 'guessing-alert', `user:${user.id}`, window))) {
    // Told already in this window: the text is not sent, so it takes nothing of the budget.
    await releaseSlot(db, budget);
    return;
  }
  context.sms
    .send(
      user.phone,
      'Someone is trying to sign in to your merchant panel account. For now a new browser needs your password and a code texted to this phone. Never share the code.',
    )
    .catch((error: unknown) => log.error({ err: error }, 'sending the guessing alert failed'));
}
