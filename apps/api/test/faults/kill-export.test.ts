import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notOnPostgres, SKIP_REASON, signedInClient, sleep } from './api-process';
import { addPlacedOrders } from './consistency';
import { faultSuite } from './faults.testing';

const EXTRA_ORDERS = 100_000;
// A dead process's job is taken over once its heartbeat is this old (default 60 s).
// Progress every 10 ms, so that the kill lands between progress writes of a running export.
const workerEnv = {
  EXPORT_STALE_SECONDS: '3',
  EXPORT_WORKER_POLL_MS: '250',
  EXPORT_PROGRESS_MS: '10',
};

type JobRow = {
  status: string;
  progress: number;
  attempts: number;
  row_count: number;
  file_key: string | null;
};

describe.skipIf(notOnPostgres)(`the API killed with SIGKILL mid export (${SKIP_REASON})`, () => {
  const suite = faultSuite({ env: workerEnv });

  const jobOf = async (id: number) =>
    (
      await suite.db.query<JobRow>(
        'select status, progress, attempts, row_count, file_key from export_jobs where id = $1',
        [id],
      )
    ).rows[0]!;

  it('finishes the export after a restart instead of leaving it running', async () => {
    const { db, testDb } = suite;
    let api = await suite.start();
    const client = await signedInClient(api.baseUrl, suite.user);
    const merchantId = client.merchantIds[0]!;
    await addPlacedOrders(db, merchantId, EXTRA_ORDERS, 'FLT-E');
    const { rows } = await db.query<{ value: number }>(
      'select count(*)::int as value from orders where merchant_id = $1',
      [merchantId],
    );
    const orderCount = rows[0]!.value;

    const started = await fetch(`${api.baseUrl}/api/v1/oms/merchant-orders/export/csv`, {
      method: 'POST',
      headers: client.headersFor(merchantId),
      body: '{}',
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };

    // SIGKILL once the worker is well into the file.
    const deadline = Date.now() + 30_000;
    let atKill = await jobOf(id);
    while (!(atKill.status === 'running' && atKill.progress >= 5) && Date.now() < deadline) {
      expect(atKill.status).not.toBe('done');
      await sleep(20);
      atKill = await jobOf(id);
    }
    await api.kill();
    const afterKill = await jobOf(id);
    expect(afterKill).toMatchObject({ status: 'running', attempts: 1 });
    expect(afterKill.progress).toBeLessThan(100);

    // Restart: the new process's worker re-picks the job once its heartbeat is stale.
    api = await suite.start();
    const restartedAt = Date.now();
    let job = await jobOf(id);
    while (job.status === 'running' || job.status === 'queued') {
      if (Date.now() - restartedAt > 40_000) throw new Error(`export still ${job.status}`);
      await sleep(100);
      job = await jobOf(id);
    }
    console.info(
      `export: killed at ${afterKill.progress}%, ${job.status} ${Date.now() - restartedAt} ms ` +
        `after the restart (attempt ${job.attempts}, ${job.row_count} rows)`,
    );
    expect(job).toMatchObject({ status: 'done', attempts: 2, row_count: orderCount });
    // The file is whole: the header and one line per order (no cell holds a line break here).
    const file = fs.readFileSync(path.join(testDb.dataDir, 'files', job.file_key!), 'utf8');
    expect(file.trimEnd().split('\n')).toHaveLength(orderCount + 1);

    // A job whose process died on its last attempt is marked failed, not left running.
    const { rows: given } = await db.query<{ id: number }>(
      `insert into export_jobs (merchant_id, user_id, kind, file_name, filters, status,
         claimed_by, heartbeat_at, attempts)
       select merchant_id, user_id, kind, 'dead.csv', filters, 'running', 'dead-process',
         now() - interval '1 hour', 3
       from export_jobs where id = $1
       returning id`,
      [id],
    );
    const givenUpAt = Date.now();
    let lastTry = await jobOf(given[0]!.id);
    while (lastTry.status === 'running' && Date.now() - givenUpAt < 10_000) {
      await sleep(100);
      lastTry = await jobOf(given[0]!.id);
    }
    expect(lastTry.status).toBe('failed');
  });
});
