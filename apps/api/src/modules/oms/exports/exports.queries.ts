import type { PageQuery } from '@mp/contract/common';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { type ExportJobRow, exportJobs, exportTurns } from './exports.table';

const historyColumns = {
  id: exportJobs.id,
  kind: exportJobs.kind,
  format: exportJobs.format,
  fileName: exportJobs.fileName,
  status: exportJobs.status,
  progress: exportJobs.progress,
  rowCount: exportJobs.rowCount,
  createdAt: exportJobs.createdAt,
  updateAt: exportJobs.updateAt,
  resourcePath: exportJobs.fileKey,
  error: exportJobs.error,
};

export async function insertExportJob(
  db: Db,
  job: Pick<
    typeof exportJobs.$inferInsert,
    | 'merchantId'
    | 'userId'
    | 'kind'
    | 'format'
    | 'language'
    | 'customerPhones'
    | 'fileName'
    | 'filters'
  >,
) {
  const [row] = await db.insert(exportJobs).values(job).returning(historyColumns);
  return row!;
}
export type ExportHistoryRow = Awaited<ReturnType<typeof insertExportJob>>;

/** Newest first; the same order the header's icon reads its "newest entry" from. */
export async function listExportHistory(
  db: Db,
  merchantId: number,
  userId: number,
  query: PageQuery,
) {
  const where = and(eq(exportJobs.merchantId, merchantId), eq(exportJobs.userId, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select(historyColumns)
      .from(exportJobs)
      .where(where)
      .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
      .offset(pageOffset(query))
      .limit(query.limit),
    db.select({ value: count() }).from(exportJobs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Gives up on jobs whose process died too often: a stale running job out of attempts is failed,
 * never left running.
 */
export async function failExhaustedJobs(db: Db, staleSeconds: number, maxAttempts: number) {
  return db
    .update(exportJobs)
    .set({
      status: 'failed',
      error: 'The export stopped unexpectedly several times; please start it again',
      updateAt: sql`now()`,
      claimedBy: null,
    })
    .where(
      and(
        eq(exportJobs.status, 'running'),
        sql`${exportJobs.heartbeatAt} < now() - make_interval(secs => ${staleSeconds})`,
        sql`${exportJobs.attempts} >= ${maxAttempts}`,
      ),
    )
    .returning({ id: exportJobs.id });
}

/** A merchant's exports still to do: queued, or being written. */
export async function countPendingJobs(db: Db, merchantId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(exportJobs)
    .where(
      and(eq(exportJobs.merchantId, merchantId), inArray(exportJobs.status, ['queued', 'running'])),
    );
  return row?.value ?? 0;
}

/**
 * Claims for `workerId` a queued job, or a running one whose worker stopped beating: of the
 * merchant served longest ago (`export_turns`), then the oldest, so merchants are served in turn.
 * SKIP LOCKED: several API processes on one PostgreSQL each take a different job, none waits.
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  staleSeconds: number,
  maxAttempts: number,
): Promise<ExportJobRow | undefined> {
  return db.transaction(async (tx) => {
    const job = await claimJob(tx, workerId, staleSeconds, maxAttempts);
    if (job) {
      await tx
        .insert(exportTurns)
        .values({ merchantId: job.merchantId, servedAt: sql`now()` })
        .onConflictDoUpdate({ target: exportTurns.merchantId, set: { servedAt: sql`now()` } });
    }
    return job;
  });
}

async function claimJob(db: Db, workerId: string, staleSeconds: number, maxAttempts: number) {
  const [job] = await db
    .update(exportJobs)
    .set({
      status: 'running',
      claimedBy: workerId,
      heartbeatAt: sql`now()`,
      attempts: sql`${exportJobs.attempts} + 1`,
      updateAt: sql`now()`,
      error: null,
    })
    .where(
      sql`${exportJobs.id} = (
        select job.id from ${exportJobs} as job
        left join ${exportTurns} as turn on turn.merchant_id = job.merchant_id
        where (job.status = 'queued'
            or (job.status = 'running'
              and job.heartbeat_at < now() - make_interval(secs => ${staleSeconds})))
          and job.attempts < ${maxAttempts}
        order by turn.served_at nulls first, job.id
        for update of job skip locked
        limit 1)`,
    )
    .returning();
  return job;
}

/** Progress and heartbeat; false when the job is no longer this worker's (it was taken over). */
export async function reportProgress(db: Db, jobId: number, workerId: string, progress: number) {
  const rows = await db
    .update(exportJobs)
    .set({ progress, heartbeatAt: sql`now()`, updateAt: sql`now()` })
    .where(
      and(
        eq(exportJobs.id, jobId),
        eq(exportJobs.claimedBy, workerId),
        eq(exportJobs.status, 'running'),
      ),
    )
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

export async function finishJob(
  db: Db,
  jobId: number,
  workerId: string,
  result: { fileKey: string; rowCount: number },
) {
  const rows = await db
    .update(exportJobs)
    .set({
      status: 'done',
      progress: 100,
      rowCount: result.rowCount,
      fileKey: result.fileKey,
      updateAt: sql`now()`,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(exportJobs.id, jobId),
        eq(exportJobs.claimedBy, workerId),
        eq(exportJobs.status, 'running'),
      ),
    )
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

export async function failJob(db: Db, jobId: number, workerId: string, error: string) {
  await db
    .update(exportJobs)
    .set({ status: 'failed', error, updateAt: sql`now()` })
    .where(
      and(
        eq(exportJobs.id, jobId),
        eq(exportJobs.claimedBy, workerId),
        eq(exportJobs.status, 'running'),
      ),
    );
}
