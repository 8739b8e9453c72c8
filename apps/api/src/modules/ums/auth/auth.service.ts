import {
  type ChangePasswordBody,
  type LoginBody,
  type SecondStepLoginBody,
  type SecondStepMethod,
  secondStepMethods,
  type TokenPair,
} from '@mp/contract/ums/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../../lib/passwords';
import {
  addressKey,
  type Limit,
  releaseSlot,
  type Slot,
  takeSlot,
  takeSlotIfRoom,
} from '../../../lib/rate-limit';
import { hashToken, randomToken } from '../../../lib/tokens';
import {
  loginCodeRequired,
  samePassword,
  sessionEnded,
  ticketEnded,
  wrongCredentials,
  wrongCurrentPassword,
  wrongOtp,
} from './auth.errors';
import {
  claimRefreshToken,
  findLiveSessionUser,
  findPasswordHash,
  findRefreshToken,
  findUserByUsername,
  findUserContact,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeSessionsOfUser,
  type SessionClient,
  setPasswordHash,
} from './auth.queries';
import { tellOfNewDevice } from './devices.service';
import { type CheckedCode, checkCode, claimCode, tellOwnerOfGuessing } from './one-time-codes';
import { claimTicket, findOpenTicket, hasTwoStep, insertTicket } from './two-step.queries';
import { type TwoStepContext, takeSecondStep } from './two-step.service';

type AuthContext = Pick<AppContext, 'config' | 'database' | 'tokens' | 'sms' | 'email'>;

/**
 * The key a per-user limit counts under: the account when it exists, so its phone and its
 * e-mail share one counter; otherwise the username as typed (e-mails are case-insensitive).
 */
const limitKey = (user: { id: number } | undefined, username: string) =>
  user ? `user:${user.id}` : `name:${username.toLowerCase()}`;

/** Every login and OTP attempt counts toward one ceiling per client address. */
export const countAddressAttempt = (context: Pick<AppContext, 'config' | 'database'>, ip: string) =>
  takeSlot(context.database.db, 'address', addressKey(ip), context.config.rateLimits.perAddress);

/** A browser that signed in to an account before (the device cookie it was given then). */
export type KnownDevice = { userId: number; deviceId: string };

const TOO_MANY_FAILURES = 'Too many failed logins, please try again later';

/** A session opened, and the browser as the account now knows it (its device cookie). */
type SignedIn = { tokens: TokenPair; device: KnownDevice };
type SecondStepChallenge = { secondStep: { ticket: string; methods: SecondStepMethod[] } };
const SECOND_STEP_TICKET_SECONDS = 5 * 60;

/**
 * Checks the password and opens a session. Failures are counted before the (slow) check and
 * taken back when the password is right, so concurrent guesses cannot exceed a limit; an
 * unknown user is checked against a dummy hash so it answers like a wrong password, as fast.
 *
 * Failures count per account and client address, so guessing from one address locks that
 * address out of the account, not the owner elsewhere (OWASP's device cookies): a browser that
 * signed in to the account before counts its failures apart, and is not locked out by an attack
 * through the same address. Browsers the account has never seen also share an account-wide
 * ceiling (ASVS: 100 an hour); past it such a browser signs in with the password plus a code
 * texted to the account's phone, and no password is checked without one, so guessing stays
 * capped while the owner, who has the phone, still gets in; the owner is told by SMS. Every
 * attempt counts toward the address's own ceiling. Answers the session's tokens and the browser
 * as the account now knows it, to be remembered for the next sign-in.
 */
export async function login(
  context: AuthContext,
  body: LoginBody,
  caller: {
    ip: string;
    browserId: string;
    device: KnownDevice | undefined;
    userAgent: string | null;
  },
  log: FastifyBaseLogger,
): Promise<SignedIn | SecondStepChallenge> {
  const { db } = context.database;
  const limits = context.config.rateLimits;
  await countAddressAttempt(context, caller.ip);
  const user = await findUserByUsername(db, body.username);
  const account = limitKey(user, body.username);
  const knownDevice =
    user && caller.device?.userId === user.id ? caller.device.deviceId : undefined;
  const countFailure = (bucket: string, key: string, limit: Limit) =>
    takeSlot(db, bucket, key, limit, TOO_MANY_FAILURES);
  const failures: Slot[] = [];
  let code: CheckedCode | undefined;
  if (knownDevice) {
    failures.push(
      await countFailure('login-failure', `device:${knownDevice}`, limits.loginFailures),
    );
  } else {
    const accountWide = await takeSlotIfRoom(
      db,
      'login-failure-account',
      account,
      limits.accountFailures,
    );
    if (accountWide) failures.push(accountWide);
    else {
      if (user) await tellOwnerOfGuessing(context, user, log);
      if (!body.otp) throw loginCodeRequired();
      code = await checkCode(context, user, { ...caller, otp: body.otp }, log);
    }
    try {
      failures.push(
        await countFailure(
          'login-failure',
          `${account}@${addressKey(caller.ip)}`,
          limits.loginFailures,
        ),
      );
    } catch (error) {
      // Refused before any password was checked: nothing of this attempt counts.
      for (const failure of failures) await releaseSlot(db, failure);
      throw error;
    }
  }
  const passwordHash = user?.passwordHash ?? (await dummyPasswordHash());
  const passwordOk = await verifyPassword(passwordHash, body.password);
  if (!user || !passwordOk) throw wrongCredentials();
  if (code && !(await claimCode(db, code))) throw wrongOtp();
  for (const failure of failures) await releaseSlot(db, failure);
  const device = { userId: user.id, deviceId: knownDevice ?? randomToken() };
  if (await hasTwoStep(db, user.id)) {
    const ticket = randomToken();
    await insertTicket(
      db,
      { ticketHash: hashToken(ticket), ...device, newDevice: !knownDevice },
      SECOND_STEP_TICKET_SECONDS,
    );
    return { secondStep: { ticket, methods: [...secondStepMethods] } };
  }
  const client = { userAgent: caller.userAgent, ip: caller.ip };
  const tokens = await startSession(context, user, client);
  if (!knownDevice) await tellOfNewDevice(context, user, client, log);
  return { tokens, device };
}

/**
 * Completes a sign-in whose password was right with its second step: the ticket works once,
 * within 5 minutes, and opens the session for the browser that gave the password.
 */
export async function completeSecondStep(
  context: TwoStepContext & AuthContext,
  body: SecondStepLoginBody,
  caller: { ip: string; userAgent: string | null },
  log: FastifyBaseLogger,
): Promise<SignedIn> {
  const { db } = context.database;
  await countAddressAttempt(context, caller.ip);
  const ticketHash = hashToken(body.ticket);
  const ticket = await findOpenTicket(db, ticketHash);
  if (!ticket) throw ticketEnded();
  const { ticket: _, ...proof } = body;
  await takeSecondStep(context, ticket.userId, proof, caller.ip);
  const user = await findUserContact(db, ticket.userId);
  if (!user || !(await claimTicket(db, ticketHash))) throw ticketEnded();
  const client = { userAgent: caller.userAgent, ip: caller.ip };
  const tokens = await startSession(context, { id: ticket.userId, name: user.name }, client);
  if (ticket.newDevice) {
    await tellOfNewDevice(context, { id: ticket.userId, name: user.name }, client, log);
  }
  return { tokens, device: { userId: ticket.userId, deviceId: ticket.deviceId } };
}

/** Opens a session for the person, from the device that signed in: their first token pair. */
export async function startSession(
  context: AuthContext,
  user: { id: number; name: string },
  client: SessionClient,
) {
  const sessionId = randomToken();
  const refreshToken = randomToken();
  await context.database.db.transaction(async (tx) => {
    await insertSession(tx, sessionId, user.id, client);
    await insertRefreshToken(tx, {
      sessionId,
      tokenHash: hashToken(refreshToken),
      ttlSeconds: context.config.refreshTokenTtlSeconds,
    });
  });
  const idToken = await context.tokens.sign({ userId: user.id, sessionId, name: user.name });
  return { idToken, refreshToken };
}

/**
 * Rotates a refresh token: the presented one is claimed (marked used) and a new one is issued
 * in the same session, in one transaction. A token that was already used means it leaked (or
 * was replayed): the whole session is revoked, so the thief's and the owner's tokens both die.
 * Each new token lives refreshTokenTtlSeconds from its issue, so an idle session ends then.
 */
export async function refresh(context: AuthContext, presented: string): Promise<TokenPair> {
  const tokenHash = hashToken(presented);
  const next = randomToken();
  const outcome = await context.database.db.transaction(async (tx) => {
    const claimed = await claimRefreshToken(tx, tokenHash);
    if (!claimed) {
      const known = await findRefreshToken(tx, tokenHash);
      if (known?.usedAt) await revokeSession(tx, known.sessionId, 'refresh token reuse');
      return undefined;
    }
    const user = await findLiveSessionUser(tx, claimed.sessionId);
    if (!user) return undefined;
    await insertRefreshToken(tx, {
      sessionId: claimed.sessionId,
      tokenHash: hashToken(next),
      ttlSeconds: context.config.refreshTokenTtlSeconds,
    });
    return { ...user, sessionId: claimed.sessionId };
  });
  if (!outcome) throw sessionEnded();
  const idToken = await context.tokens.sign(outcome);
  return { idToken, refreshToken: next };
}

/** Ends the caller's session: its idToken and every refresh token of it stop working. */
export async function logout(context: AuthContext, sessionId: string) {
  await revokeSession(context.database.db, sessionId, 'logout');
}

/**
 * Checks a signed-in person's password as a sign-in checks it, and throttles failures the same
 * way (the address's ceiling, then the account's failures from this address at the sign-in
 * limit), in a bucket of its own: fumbling it here does not lock sign-in.
 */
export async function checkCurrentPassword(
  context: AuthContext,
  userId: number,
  password: string,
  ip: string,
) {
  const { db } = context.database;
  await countAddressAttempt(context, ip);
  const failure = await takeSlot(
    db,
    'password-change-failure',
    `${limitKey({ id: userId }, '')}@${addressKey(ip)}`,
    context.config.rateLimits.loginFailures,
    TOO_MANY_FAILURES,
  );
  const passwordHash = (await findPasswordHash(db, userId)) ?? (await dummyPasswordHash());
  if (!(await verifyPassword(passwordHash, password))) throw wrongCurrentPassword();
  await releaseSlot(db, failure);
}

/**
 * A signed-in user's new password, given the current one (checked by `checkCurrentPassword`);
 * the caller's session stays, every other one ends.
 */
export async function changePassword(
  context: AuthContext,
  user: { id: number; sessionId: string },
  body: ChangePasswordBody,
  ip: string,
) {
  const { db } = context.database;
  await checkCurrentPassword(context, user.id, body.currentPassword, ip);
  if (body.newPassword === body.currentPassword) throw samePassword();
  const newHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, newHash);
    await revokeSessionsOfUser(tx, user.id, 'password changed', user.sessionId);
  });
  return { message: 'Your password has been changed. Your other devices have been signed out.' };
}
