import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { EXPORT_URL } from '../../../../test/factories/exports.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { claimNextJob } from './exports.queries';
import { PENDING_EXPORTS_PER_MERCHANT } from './exports.service';
import { exportJobs } from './exports.table';

describe('export queues shared fairly between merchants', () => {
  let t: TestApp;
  let a: Accounts;

  beforeAll(async () => {
    // No export worker in this process: the test claims by hand, so the queue stays as the
    // requests leave it.
    t = await createTestApp({ EXPORT_WORKER_POLL_MS: '0' });
    a = await createAccounts(t);
  });
  afterAll(() => t?.close());

  const requestExport = (merchantId: number, token = a.owner) =>
    t.app.inject({
      method: 'POST',
      url: EXPORT_URL,
      headers: t.auth(token, merchantId),
      payload: {},
    });

  it('lets a merchant have five exports waiting or running, refuses the sixth with a clear 429, and never counts another merchant', async () => {
    const merchantId = a.ownerMerchantIds[0]!;
    const answers = await Promise.all(
      Array.from({ length: PENDING_EXPORTS_PER_MERCHANT + 3 }, () => requestExport(merchantId)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(PENDING_EXPORTS_PER_MERCHANT);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual({
      errorCode: 'EXPORT_QUEUE_FULL',
      message:
        'At most 5 exports can wait or run at once; start this one again when one of them is done',
    });
    expect(refused[0]!.headers['retry-after']).toBe('10');
    const queued = await t.db
      .select()
      .from(exportJobs)
      .where(eq(exportJobs.merchantId, merchantId));
    expect(queued).toHaveLength(PENDING_EXPORTS_PER_MERCHANT);

    // Another merchant (another login) still exports.
    expect((await requestExport(a.otherMerchantId, a.other)).statusCode).toBe(202);

    // One finished export frees a place.
    await t.db.update(exportJobs).set({ status: 'done' }).where(eq(exportJobs.id, queued[0]!.id));
    expect((await requestExport(merchantId)).statusCode).toBe(202);
  });

  it("serves merchants in turn: a merchant's queue holds another's export back by one job at most", async () => {
    await t.db.delete(exportJobs);
    const busy = a.ownerMerchantIds[1]!;
    for (let i = 0; i < PENDING_EXPORTS_PER_MERCHANT; i++) {
      expect((await requestExport(busy)).statusCode).toBe(202);
    }
    const other = (await requestExport(a.otherMerchantId, a.other)).json() as { id: number };
    const claimed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const job = await claimNextJob(t.db, 'worker-a', 60, 3);
      claimed.push(job!.merchantId);
      await t.db.update(exportJobs).set({ status: 'done' }).where(eq(exportJobs.id, job!.id));
    }
    // Neither merchant was served yet: the oldest job (the busy merchant's) goes first, then the
    // other merchant's, which waited behind that one job only, then the busy merchant's again.
    expect(claimed).toEqual([busy, a.otherMerchantId, busy]);
    const [row] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, other.id));
    expect(row?.status).toBe('done');
  });
});
