import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { claimNextJob } from './exports.queries';
import { exportJobs } from './exports.table';

describe('claiming export jobs when several API processes share the database', () => {
  let t: TestApp;
  let merchantId: number;
  let ownerUserId: number;

  beforeAll(async () => {
    // No polling worker in this app: the test claims by hand, as two processes would.
    t = await createTestApp({ EXPORT_WORKER_POLL_MS: '0' });
    ({ merchantId, ownerUserId } = await createAccounts(t));
  });
  afterAll(() => t?.close());

  it('gives each of several simultaneous claimers a different job, and nothing twice', async () => {
    const jobs = await t.db
      .insert(exportJobs)
      .values(
        [1, 2, 3].map((n) => ({
          merchantId,
          userId: ownerUserId,
          kind: 'orders' as const,
          fileName: `orders-claim-${n}.csv`,
          filters: {},
        })),
      )
      .returning({ id: exportJobs.id });
    const claims = await Promise.all(
      ['worker-a', 'worker-b', 'worker-c', 'worker-d'].map((worker) =>
        claimNextJob(t.db, worker, 60, 3),
      ),
    );
    const claimed = claims.filter((job) => job !== undefined);
    expect(claimed.map((job) => job.id).sort()).toEqual(jobs.map((job) => job.id).sort());
    expect(new Set(claimed.map((job) => job.claimedBy)).size).toBe(3);
    for (const job of jobs) {
      const [row] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
      expect(row).toMatchObject({ status: 'running', attempts: 1 });
    }
  });
});
