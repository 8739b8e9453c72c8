import type { LoginBody, TokenPair } from '@mp/contract/ums/auth';
import type { AppContext } from '../../../app-context';
import { dummyPasswordHash, verifyPassword } from '../../../lib/passwords';
import { releaseSlot, takeSlot } from '../../../lib/rate-limit';
import { hashToken, randomToken } from '../../../lib/tokens';
import { sessionEnded, wrongCredentials } from './auth.errors';
import {
  claimRefreshToken,
  findLiveSessionUser,
  findRefreshToken,
  findUserByUsername,
  insertRefreshToken,
  insertSession,
  revokeSession,
} from './auth.queries';

type AuthContext = Pick<AppContext, 'config' | 'database' | 'tokens'>;

/**
 * The key a per-user limit counts under: the account when it exists, so its phone and its
 * e-mail share one counter; otherwise the username as typed (e-mails are case-insensitive).
 */
export const limitKey = (user: { id: number } | undefined, username: string) =>
  user ? `user:${user.id}` : `name:${username.toLowerCase()}`;

/** Every login and OTP attempt counts toward one ceiling per client address. */
export const countAddressAttempt = (context: Pick<AppContext, 'config' | 'database'>, ip: string) =>
  takeSlot(context.database.db, 'address', ip, context.config.rateLimits.perAddress);

/**
 * Checks the password and opens a session. A failure is counted before the (slow) check and
 * taken back when the password is right, so concurrent guesses cannot exceed the limit; an
 * unknown user is checked against a dummy hash so it answers like a wrong password, as fast.
 */
export async function login(context: AuthContext, body: LoginBody, ip: string): Promise<TokenPair> {
  const { db } = context.database;
  await countAddressAttempt(context, ip);
  const user = await findUserByUsername(db, body.username);
  const failure = await takeSlot(
    db,
    'login-failure',
    limitKey(user, body.username),
    context.config.rateLimits.loginFailures,
    'Too many failed logins, please try again later',
  );
  const passwordHash = user?.passwordHash ?? (await dummyPasswordHash());
  const passwordOk = await verifyPassword(passwordHash, body.password);
  if (!user || !passwordOk) throw wrongCredentials();
  await releaseSlot(db, failure);
  return startSession(context, user);
}

async function startSession(context: AuthContext, user: { id: number; name: string }) {
  const sessionId = randomToken();
  const refreshToken = randomToken();
  await context.database.db.transaction(async (tx) => {
    await insertSession(tx, sessionId, user.id);
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
