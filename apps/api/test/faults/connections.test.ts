import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { notOnPostgres, SKIP_REASON, signedInClient, sleep } from './api-process';
import {
  addPlacedOrders,
  ordersOutOfStepWithTimeline,
  terminateConnections,
  unansweredIdempotencyKeys,
} from './consistency';
import { faultSuite } from './faults.testing';

const CLIENTS = 20;
const LOAD_MS = 6_000;
const KILL_AT_MS = 2_000;
const ORDERS = '/api/v1/oms/merchant-orders';

type Outcome = {
  at: number;
  what: string;
  status: number;
  errorCode?: string;
  retryAfter?: string;
};

describe.skipIf(notOnPostgres)(
  `every database connection terminated under load (${SKIP_REASON})`,
  () => {
    const suite = faultSuite();

    beforeAll(async () => {
      suite.db.on('error', () => {}); // its idle connections are terminated too
      await suite.start();
    });

    it('keeps serving, stops failing within 5 s, answers 503 meanwhile and half-writes nothing', async () => {
      const { api, db, testDb } = suite;
      const client = await signedInClient(api.baseUrl, suite.user);
      const merchantId = client.merchantIds[0]!;
      // Each client confirms its own placed orders, so no two race for one order.
      const placed = await addPlacedOrders(db, merchantId, CLIENTS * 60, 'FLT-C');
      const outcomes: Outcome[] = [];
      const acknowledged = { notes: 0, confirms: [] as number[] };
      const start = Date.now();

      const call = async (what: string, path: string, init: RequestInit = {}) => {
        try {
          const response = await fetch(`${api.baseUrl}${ORDERS}${path}`, {
            ...init,
            headers: client.headersFor(
              merchantId,
              init.method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {},
            ),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await response.json()) as {
            errorCode?: string;
            content?: { id: number }[];
          };
          outcomes.push({
            at: Date.now(),
            what,
            status: response.status,
            errorCode: body.errorCode,
            retryAfter: response.headers.get('retry-after') ?? undefined,
          });
          return response.ok ? body : undefined;
        } catch (error) {
          outcomes.push({ at: Date.now(), what, status: 0, errorCode: String(error) });
          return undefined;
        }
      };

      const worker = async (index: number) => {
        const mine = placed.slice(index * 60, (index + 1) * 60);
        for (let round = 0; Date.now() - start < LOAD_MS; round++) {
          const page = await call('list', `?page=${(round % 5) + 1}&limit=20`);
          const someId = page?.content?.[round % 20]?.id ?? mine[0]!;
          await call('detail', `/${someId}`);
          if (round % 2 === 0) {
            const note = await call('note', `/${someId}/notes`, {
              method: 'POST',
              body: JSON.stringify({ note: `fault suite note ${index}-${round}` }),
            });
            if (note) acknowledged.notes++;
          }
          const orderId = mine[round];
          if (orderId !== undefined) {
            const confirmed = await call('confirm', `/${orderId}/confirm`, {
              method: 'POST',
              body: '{}',
            });
            if (confirmed) acknowledged.confirms.push(orderId);
          }
        }
      };

      const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => worker(i)));
      await sleep(KILL_AT_MS);
      const killedAt = Date.now();
      const ended = await terminateConnections(
        process.env.TEST_DATABASE_URL!,
        new URL(testDb.url!).pathname.slice(1),
      );
      await load;

      const failures = outcomes.filter((o) => o.status === 0 || o.status >= 500);
      const lastFailure = failures.at(-1);
      const stoppedAfterMs = lastFailure ? lastFailure.at - killedAt : 0;
      const afterLast = outcomes.filter((o) => o.at > (lastFailure?.at ?? killedAt));
      console.info(
        `connections: ${ended} backends terminated; ${outcomes.length} requests, ` +
          `${failures.length} failed (${[...new Set(failures.map((f) => `${f.status} ${f.errorCode}`))].join(', ')}); ` +
          `errors stopped ${stoppedAfterMs} ms after the kill; ${afterLast.length} answered after`,
      );

      expect(ended).toBeGreaterThan(0);
      // The process survived and answers.
      expect(
        await Promise.race([api.exited.then(() => 'exited'), sleep(10).then(() => 'alive')]),
      ).toBe('alive');
      expect((await fetch(`${api.baseUrl}/healthz`)).status).toBe(200);
      expect((await fetch(`${api.baseUrl}/readyz`)).status).toBe(200);
      // Errors stopped within 5 s, and the load went on being served after the last one.
      expect(stoppedAfterMs).toBeLessThan(5_000);
      expect(afterLast.filter((o) => o.status === 200).length).toBeGreaterThan(0);
      // Every failure was a retryable 503 with Retry-After, never a 500 or a dropped connection.
      for (const failure of failures) {
        expect(failure).toMatchObject({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
        expect(failure.retryAfter).toBeDefined();
      }

      // Nothing half-written.
      expect(await ordersOutOfStepWithTimeline(db)).toEqual([]);
      expect(await unansweredIdempotencyKeys(db)).toBe(0);
      const confirmedRows = await db.query<{ id: number }>(
        `select id from orders where stage = 'confirmed' and order_number like 'FLT-C-%'`,
      );
      const confirmedIds = new Set(confirmedRows.rows.map((r) => Number(r.id)));
      for (const id of acknowledged.confirms) expect(confirmedIds.has(id)).toBe(true);
      const notes = await db.query<{ value: number }>(
        `select count(*)::int as value from order_timeline
          where kind = 'note' and note like 'fault suite note %'`,
      );
      expect(notes.rows[0]!.value).toBeGreaterThanOrEqual(acknowledged.notes);
    });
  },
);
