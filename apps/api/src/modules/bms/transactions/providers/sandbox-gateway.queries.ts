import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { sandboxCheckoutSessions as sessions } from './sandbox-gateway.table';

export type SandboxSession = typeof sessions.$inferSelect;

/** False when the transaction id already has a session (the gateway refuses a reused id). */
export async function insertSandboxSession(db: Db, values: typeof sessions.$inferInsert) {
  const inserted = await db
    .insert(sessions)
    .values(values)
    .onConflictDoNothing({ target: sessions.tranId })
    .returning({ tranId: sessions.tranId });
  return inserted.length > 0;
}

export async function findSandboxSession(db: Db, sessionKey: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.sessionKey, sessionKey))
    .limit(1);
  return row;
}

export async function findSandboxSessionByTranId(db: Db, tranId: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.tranId, tranId)).limit(1);
  return row;
}

/** The payer's choice, once: a second click or an expired checkout changes nothing. */
export async function completeSandboxSession(
  db: Db,
  sessionKey: string,
  status: 'paid' | 'failed' | 'cancelled',
  bankTranId: string | null,
) {
  const [row] = await db
    .update(sessions)
    .set({ status, bankTranId, completedAt: sql`now()` })
    .where(
      and(
        eq(sessions.sessionKey, sessionKey),
        eq(sessions.status, 'pending'),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
