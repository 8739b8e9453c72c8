import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onThisHost, startNginx, upstreamPort } from '../../../../deploy/nginx';
import { createTestDatabase, type TestDatabase } from '../databases';
import { openStream, until } from '../factories/events.testing';
import { createOrder } from '../factories/orders.testing';
import {
  type ApiProcess,
  freePort,
  notOnPostgres,
  SKIP_REASON,
  signedInClient,
  startApi,
} from './api-process';
import { createMerchantWithOrders } from './faults.testing';
import { startTcpProxy } from './tcp-proxy';

/** nginx with the production configuration (deploy/nginx.conf.template), one worker: strict turns. */
async function startBalancer(runDir: string, upstreamPorts: string[]) {
  const port = await freePort();
  const nginx = await startNginx({
    runDir,
    listen: `127.0.0.1:${port}`,
    upstreams: onThisHost(upstreamPorts),
    workers: 1,
    revealUpstream: true,
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => nginx.stop() };
}

/**
 * Live events (#24, decision 051) across API processes on one PostgreSQL: each process listens
 * on a connection of its own, so a stream on either hears every commit once; a stream that
 * drops resumes from its last id; a listen connection lost and back catches up.
 */
describe.skipIf(notOnPostgres)(`live events across API processes (${SKIP_REASON})`, () => {
  it('two processes deliver every event once to the streams of each, a dropped stream resumes with nothing missed, and a lost listen connection catches up', async () => {
    const testDb: TestDatabase = await createTestDatabase();
    const user = await createMerchantWithOrders(testDb.database.db);
    // The first process reaches PostgreSQL through a proxy the test can cut.
    const target = new URL(testDb.url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const throughProxy = new URL(testDb.url!);
    throughProxy.port = String(proxy.port);
    const processes: ApiProcess[] = [];
    let stopBalancer = async () => {};
    try {
      const start = async (databaseUrl: string) => {
        const api = await startApi({
          databaseUrl,
          dataDir: testDb.dataDir,
          port: await freePort(),
        });
        processes.push(api);
        return api;
      };
      const [first, second] = [await start(throughProxy.toString()), await start(testDb.url!)];
      const client = await signedInClient(first.baseUrl, user);
      const merchantId = client.merchantIds[0]!;
      const { db } = testDb.database;

      // Through nginx's round robin: one stream lands on each process.
      const ports = [first, second].map((api) => new URL(api.baseUrl).port);
      const balanced = await startBalancer(path.join(testDb.dataDir, 'nginx'), ports);
      stopBalancer = balanced.stop;
      const onFirst = openStream(balanced.baseUrl, client);
      await onFirst.opened;
      const onSecond = openStream(balanced.baseUrl, client);
      await onSecond.opened;
      const servedBy = [onFirst, onSecond].map((stream) =>
        upstreamPort(String(stream.headers()['x-upstream-addr'])),
      );
      expect(servedBy.sort()).toEqual(ports.sort());
      for (let i = 0; i < 5; i++) await createOrder(db, merchantId);
      await until(() => onFirst.events.length >= 5 && onSecond.events.length >= 5, 'five events');
      const ids = (events: { id: number }[]) => events.map((event) => event.id);
      expect(ids(onFirst.events)).toHaveLength(5);
      expect(new Set(ids(onFirst.events)).size).toBe(5);
      expect(ids(onSecond.events).sort()).toEqual(ids(onFirst.events).sort());

      // The stream on the second process drops; three commits pass; it comes back on the first.
      onSecond.close();
      const lastSeen = Math.max(...ids(onSecond.events));
      for (let i = 0; i < 3; i++) await createOrder(db, merchantId);
      await until(() => onFirst.events.length >= 8, 'the first stream to hear all eight');
      const resumed = openStream(first.baseUrl, client, lastSeen);
      await resumed.opened;
      const missed = ids(onFirst.events).slice(5);
      await until(() => missed.every((id) => ids(resumed.events).includes(id)), 'the missed three');
      resumed.close();

      // The first process loses PostgreSQL (its pool and its listen connection) and gets it back:
      // what was committed meanwhile reaches its stream.
      await proxy.refuse();
      for (let i = 0; i < 2; i++) await createOrder(db, merchantId);
      await proxy.restore();
      // The catch-up replays the last seconds too: count distinct events.
      const distinct = () => new Set(ids(onFirst.events)).size;
      await until(() => distinct() >= 10, 'the two committed while cut off', 10_000);
      expect(distinct()).toBe(10);
      onFirst.close();
    } finally {
      await stopBalancer();
      for (const api of processes) await api.stop();
      await proxy.refuse();
      await testDb.drop();
    }
  });
});
