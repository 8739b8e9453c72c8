import { describe, expect, it } from 'vitest';
import { notOnPostgres, SKIP_REASON, signedInClient, sleep } from './api-process';
import {
  addPlacedOrders,
  ordersOutOfStepWithTimeline,
  unansweredIdempotencyKeys,
} from './consistency';
import { faultSuite } from './faults.testing';

const ORDER_COUNT = 2_000;
const CHUNK = 50;
const CONCURRENCY = 4;
const BULK_URL = '/api/v1/oms/merchant-orders/shop-order/confirm/bulk';

type BulkAnswer = { status: number; replayed: boolean; allOk: boolean } | { status: 0 };

describe.skipIf(notOnPostgres)(
  `the API killed with SIGKILL mid bulk confirm (${SKIP_REASON})`,
  () => {
    const suite = faultSuite();

    async function stagesOf(ids: number[]) {
      const result = await suite.db.query<{ id: number; stage: string; entries: number }>(
        `select o.id, o.stage,
         (select count(*)::int from order_timeline t
          where t.order_id = o.id and t.kind = 'stage_change'
            and t.from_stage = 'placed' and t.to_stage = 'confirmed') as entries
       from orders o where o.id = any($1::int[])`,
        [ids],
      );
      return new Map(result.rows.map((row) => [Number(row.id), row]));
    }

    it('leaves every order placed or confirmed with its timeline, and retried keys confirm each once', async () => {
      const { db } = suite;
      let api = await suite.start();
      const client = await signedInClient(api.baseUrl, suite.user);
      const merchantId = client.merchantIds[0]!;
      const ids = await addPlacedOrders(db, merchantId, ORDER_COUNT, 'FLT-K');
      const chunks = Array.from({ length: ORDER_COUNT / CHUNK }, (_, i) =>
        ids.slice(i * CHUNK, (i + 1) * CHUNK),
      );

      const sendAll = async (baseUrl: string) => {
        const answers: BulkAnswer[] = new Array(chunks.length);
        let next = 0;
        const lane = async () => {
          for (let i = next++; i < chunks.length; i = next++) {
            try {
              const response = await fetch(`${baseUrl}${BULK_URL}`, {
                method: 'POST',
                headers: client.headersFor(merchantId, { 'idempotency-key': `fault-bulk-${i}` }),
                body: JSON.stringify({ orderIds: chunks[i] }),
                signal: AbortSignal.timeout(20_000),
              });
              const body = (await response.json()) as { results?: { ok: boolean }[] };
              answers[i] = {
                status: response.status,
                replayed: response.headers.get('idempotent-replayed') === 'true',
                allOk: body.results?.length === CHUNK && body.results.every((r) => r.ok),
              };
            } catch {
              answers[i] = { status: 0 };
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, lane));
        return answers;
      };

      // SIGKILL as soon as some chunks are committed, while others are still running.
      const firstRun = sendAll(api.baseUrl);
      const deadline = Date.now() + 20_000;
      let confirmedAtKill = 0;
      while (Date.now() < deadline) {
        const { rows } = await db.query<{ value: number }>(
          `select count(*)::int as value from orders where id = any($1::int[]) and stage = 'confirmed'`,
          [ids],
        );
        confirmedAtKill = rows[0]!.value;
        if (confirmedAtKill >= CHUNK * 3) break;
        await sleep(20);
      }
      const signal = await api.kill();
      await firstRun;
      expect(signal).toBe('SIGKILL');

      // After the crash: each order old or new, each chunk all-or-nothing, a timeline per change.
      const afterKill = await stagesOf(ids);
      const confirmed = ids.filter((id) => afterKill.get(id)!.stage === 'confirmed');
      console.info(
        `kill: ${confirmedAtKill} confirmed when killed, ${confirmed.length} of ${ids.length} after`,
      );
      expect(confirmed.length).toBeGreaterThan(0);
      expect(confirmed.length).toBeLessThan(ids.length);
      for (const id of ids) {
        const row = afterKill.get(id)!;
        expect(['placed', 'confirmed']).toContain(row.stage);
        expect(row.entries).toBe(row.stage === 'confirmed' ? 1 : 0);
      }
      for (const chunk of chunks) {
        const stages = new Set(chunk.map((id) => afterKill.get(id)!.stage));
        expect(stages.size).toBe(1);
      }
      expect(await ordersOutOfStepWithTimeline(db)).toEqual([]);
      expect(await unansweredIdempotencyKeys(db)).toBe(0);

      // Restart on the same database; the same requests with the same keys complete each once.
      api = await suite.start();
      const retried = await sendAll(api.baseUrl);
      const committedChunks = chunks.filter(
        (chunk) => afterKill.get(chunk[0]!)!.stage === 'confirmed',
      );
      for (const answer of retried) expect(answer).toMatchObject({ status: 200, allOk: true });
      expect(retried.filter((a) => a.status === 200 && a.replayed).length).toBe(
        committedChunks.length,
      );

      const final = await stagesOf(ids);
      for (const id of ids) expect(final.get(id)).toMatchObject({ stage: 'confirmed', entries: 1 });
      expect(await ordersOutOfStepWithTimeline(db)).toEqual([]);
    });
  },
);
