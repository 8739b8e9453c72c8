import { and, desc, eq, gt, inArray, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchantMembers } from '../members/merchant-members.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { authSessions, passwordResetOtps, passwordResetTokens, refreshTokens } from './auth.table';

/** `now() + seconds`, on the database's clock so every process agrees on expiry. */
const inSeconds = (seconds: number) => sql`now() + (${seconds}::int * interval '1 second')`;

// ---- users

/** By phone, or by e-mail (case-insensitive, served by the lower(email) index). */
export async function findUserByUsername(db: Db, username: string) {
  const where = username.includes('@')
    ? sql`lower(${users.email}) = lower(${username})`
    : eq(users.phone, username);
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(where)
    .limit(1);
  return row;
}

/** How the person is reached and named: an authenticator app lists the account by it. */
export async function findUserContact(db: Db, userId: number) {
  const [row] = await db
    .select({ name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findPasswordHash(db: Db, userId: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

// ---- sessions and refresh tokens

/** Where a session was signed in from, as the person's list of devices shows it. */
export type SessionClient = { userAgent: string | null; ip: string | null };

export async function insertSession(
  db: Db,
  id: string,
  userId: number,
  client: SessionClient = { userAgent: null, ip: null },
) {
  // Signing in is the freshest proof there is: guarded acts need no step-up for a while.
  await db.insert(authSessions).values({ id, userId, ...client, steppedUpAt: sql`now()` });
}

/**
 * The person's sessions that still work (not revoked, with a refresh token not yet expired),
 * the most recently active first; active means its last token issued.
 */
export function listLiveSessions(db: Db, userId: number) {
  const lastActive = max(refreshTokens.createdAt);
  return db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      signedInAt: authSessions.createdAt,
      lastActiveAt: lastActive,
    })
    .from(authSessions)
    .innerJoin(refreshTokens, eq(refreshTokens.sessionId, authSessions.id))
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .groupBy(authSessions.id)
    .having(gt(max(refreshTokens.expiresAt), sql`now()`))
    .orderBy(desc(lastActive), desc(authSessions.id));
}

/** Ends one of the person's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: string) {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'signed out from another device' })
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** The session's user, while the session is not revoked. */
export async function findLiveSessionUser(db: Db, sessionId: string) {
  const [row] = await db
    .select({ userId: users.id, name: users.name })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Every live session of the user but `keptSessionId` (the caller's, when it changes its password). */
export async function revokeSessionsOfUser(
  db: Db,
  userId: number,
  reason: string,
  keptSessionId?: string,
) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keptSessionId === undefined ? undefined : ne(authSessions.id, keptSessionId),
      ),
    );
}

export async function insertRefreshToken(
  db: Db,
  token: { sessionId: string; tokenHash: string; ttlSeconds: number },
) {
  await db.insert(refreshTokens).values({
    sessionId: token.sessionId,
    tokenHash: token.tokenHash,
    expiresAt: inSeconds(token.ttlSeconds),
  });
}

/**
 * Marks an unused, unexpired refresh token used and answers its session. The conditional
 * UPDATE is the claim: of two concurrent rotations of one token, exactly one gets a row.
 */
export async function claimRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

// ---- one-time codes

/** Ends every open code of the user (a password that changed), or only those of one browser. */
export async function closeOpenOtps(db: Db, userId: number, browserHash?: string) {
  await db
    .update(passwordResetOtps)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetOtps.userId, userId),
        isNull(passwordResetOtps.usedAt),
        browserHash === undefined ? undefined : eq(passwordResetOtps.browserHash, browserHash),
      ),
    );
}

export async function insertOtp(
  db: Db,
  otp: { userId: number; browserHash: string; codeHash: string; ttlSeconds: number },
) {
  await db.insert(passwordResetOtps).values({
    userId: otp.userId,
    browserHash: otp.browserHash,
    codeHash: otp.codeHash,
    expiresAt: inSeconds(otp.ttlSeconds),
  });
}

/** The latest code the user was sent for this browser. */
export async function findLatestOtpId(db: Db, userId: number, browserHash: string) {
  const [row] = await db
    .select({ id: passwordResetOtps.id })
    .from(passwordResetOtps)
    .where(
      and(eq(passwordResetOtps.userId, userId), eq(passwordResetOtps.browserHash, browserHash)),
    )
    .orderBy(desc(passwordResetOtps.createdAt), desc(passwordResetOtps.id))
    .limit(1);
  return row?.id;
}

const otpIsOpen = (maxFailures: number) =>
  and(
    isNull(passwordResetOtps.usedAt),
    gt(passwordResetOtps.expiresAt, sql`now()`),
    lt(passwordResetOtps.failedAttempts, maxFailures),
  );

/**
 * One try at an open code, in one statement: a wrong code counts a failure, the right one does
 * not, and concurrent guesses take their turns on the row, so no more than `maxFailures` wrong
 * tries are ever checked. True when the code matched (it stays open, to be claimed).
 */
export async function tryOtp(db: Db, otpId: number, codeHash: string, maxFailures: number) {
  const [row] = await db
    .update(passwordResetOtps)
    .set({
      failedAttempts: sql`${passwordResetOtps.failedAttempts} + case when ${passwordResetOtps.codeHash} = ${codeHash} then 0 else 1 end`,
    })
    .where(and(eq(passwordResetOtps.id, otpId), otpIsOpen(maxFailures)))
    .returning({ matched: sql<boolean>`${passwordResetOtps.codeHash} = ${codeHash}` });
  return row?.matched === true;
}

/** Uses the code if it is open and matches; atomic, so a code works at most once. */
export async function claimOtp(db: Db, otpId: number, codeHash: string, maxFailures: number) {
  const [row] = await db
    .update(passwordResetOtps)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetOtps.id, otpId),
        eq(passwordResetOtps.codeHash, codeHash),
        otpIsOpen(maxFailures),
      ),
    )
    .returning({ id: passwordResetOtps.id });
  return row !== undefined;
}

// ---- reset tokens

export async function insertResetToken(
  db: Db,
  token: { userId: number; tokenHash: string; ttlSeconds: number },
) {
  await db.insert(passwordResetTokens).values({
    userId: token.userId,
    tokenHash: token.tokenHash,
    expiresAt: inSeconds(token.ttlSeconds),
  });
}

const resetTokenIsOpen = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export async function findOpenResetTokenUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(resetTokenIsOpen(tokenHash))
    .limit(1);
  return row?.userId;
}

/** Uses an open reset token; answers its user, or undefined for a bad, used or expired one. */
export async function claimResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(resetTokenIsOpen(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function closeOpenResetTokens(db: Db, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// ---- a sign-in from a new device

/**
 * Writes what a sign-in from a new device tells: the person's own notice in each of their
 * merchants, and a notice for those who manage staff in each merchant where they are not an
 * owner. Answers whom to tell outside the panel: the owners of those merchants (not the person).
 */
export async function noteNewDevice(
  db: Db,
  user: { id: number; name: string },
  device: { device: string; ip: string },
) {
  const memberships = await db
    .select({ merchantId: merchantMembers.merchantId, role: merchantMembers.role })
    .from(merchantMembers)
    .where(eq(merchantMembers.userId, user.id));
  if (memberships.length === 0) return [];
  const staffOf = memberships.filter((m) => m.role !== 'owner').map((m) => m.merchantId);
  await db.insert(notifications).values([
    ...memberships.map((m) => ({
      userId: user.id,
      merchantId: m.merchantId,
      kind: 'new_device' as const,
      details: device,
    })),
    ...staffOf.map((merchantId) => ({
      merchantId,
      kind: 'member_new_device' as const,
      details: { ...device, name: user.name },
    })),
  ]);
  if (staffOf.length === 0) return [];
  return db
    .selectDistinct({ userId: users.id, phone: users.phone, email: users.email })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(
      and(
        inArray(merchantMembers.merchantId, staffOf),
        eq(merchantMembers.role, 'owner'),
        ne(merchantMembers.userId, user.id),
      ),
    );
}
