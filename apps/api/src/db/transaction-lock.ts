import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Holds the lock named `name` until the transaction ends, in every process sharing the
 * database: whoever asks for the same name meanwhile waits for the commit.
 */
export async function lockUntilCommit(tx: Db, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
