import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authSessions } from './auth.table';
import {
  merchantSignInRules,
  recoveryCodes,
  secondStepTickets,
  userTwoStep,
} from './two-step.table';

/** The person's authenticator app, turned on or waiting for its first code; undefined: none. */
export async function findTwoStep(db: Db, userId: number) {
  const [row] = await db.select().from(userTwoStep).where(eq(userTwoStep.userId, userId)).limit(1);
  return row;
}

export async function hasTwoStep(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: userTwoStep.userId })
    .from(userTwoStep)
    .where(and(eq(userTwoStep.userId, userId), isNotNull(userTwoStep.enabledAt)))
    .limit(1);
  return row !== undefined;
}

/** A new key waiting for its first code, in place of one that never got it. */
export async function saveWaitingKey(db: Db, userId: number, sealedSecret: string) {
  await db
    .insert(userTwoStep)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: userTwoStep.userId,
      set: { sealedSecret, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTwoStep.enabledAt),
    });
}

/**
 * Takes the code of `timeStep` when no code of that step or a later one was taken (atomically:
 * of two requests with one code, one wins); turns the app on with its first code.
 */
export async function takeTimeStep(db: Db, userId: number, timeStep: number) {
  const taken = await db
    .update(userTwoStep)
    .set({ lastTimeStep: timeStep, enabledAt: sql`coalesce(${userTwoStep.enabledAt}, now())` })
    .where(
      and(
        eq(userTwoStep.userId, userId),
        or(isNull(userTwoStep.lastTimeStep), lt(userTwoStep.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: userTwoStep.userId });
  return taken.length === 1;
}

export async function deleteTwoStep(db: Db, userId: number) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(userTwoStep).where(eq(userTwoStep.userId, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once; false for one that is wrong or used. */
export async function takeRecoveryCode(db: Db, userId: number, codeHash: string) {
  const taken = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return taken.length === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: number) {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function insertTicket(
  db: Db,
  ticket: { ticketHash: string; userId: number; deviceId: string; newDevice: boolean },
  ttlSeconds: number,
) {
  await db
    .insert(secondStepTickets)
    .values({ ...ticket, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
}

const ticketIsOpen = (ticketHash: string) =>
  and(
    eq(secondStepTickets.ticketHash, ticketHash),
    isNull(secondStepTickets.usedAt),
    gt(secondStepTickets.expiresAt, sql`now()`),
  );

export async function findOpenTicket(db: Db, ticketHash: string) {
  const [row] = await db.select().from(secondStepTickets).where(ticketIsOpen(ticketHash)).limit(1);
  return row;
}

/** Uses the ticket once; false when it was used meanwhile or has expired. */
export async function claimTicket(db: Db, ticketHash: string) {
  const claimed = await db
    .update(secondStepTickets)
    .set({ usedAt: sql`now()` })
    .where(ticketIsOpen(ticketHash))
    .returning({ userId: secondStepTickets.userId });
  return claimed.length === 1;
}

export async function markSteppedUp(db: Db, sessionId: string) {
  await db
    .update(authSessions)
    .set({ steppedUpAt: sql`now()` })
    .where(eq(authSessions.id, sessionId));
}

export async function findSignInRules(db: Db, merchantId: number) {
  const [row] = await db
    .select({ twoStepRequired: merchantSignInRules.twoStepRequired })
    .from(merchantSignInRules)
    .where(eq(merchantSignInRules.merchantId, merchantId))
    .limit(1);
  return { twoStepRequired: row?.twoStepRequired ?? false };
}

export async function saveSignInRules(
  db: Db,
  merchantId: number,
  rules: { twoStepRequired: boolean },
  userId: number,
) {
  await db
    .insert(merchantSignInRules)
    .values({ merchantId, ...rules, updatedBy: userId })
    .onConflictDoUpdate({
      target: merchantSignInRules.merchantId,
      set: { ...rules, updatedBy: userId, updatedAt: sql`now()` },
    });
}
