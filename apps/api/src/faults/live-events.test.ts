import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { createOrder } from '../modules/oms/orders/orders.testing';
import { openStream, until } from '../modules/ums/events/events.testing';
import {
  type ApiProcess,
  freePort,
  notOnPostgres,
  repoRoot,
  SKIP_REASON,
  signedInClient,
  sleep,
  startApi,
} from './api-process';
import { createMerchantWithOrders } from './faults.testing';
import { startTcpProxy } from './tcp-proxy';

/** The scale-out benchmark's round-robin proxy (bench/scale-out/proxy.ts) as a process. */
async function startBalancer(upstreamPorts: string[]) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/scale-out/proxy.ts', String(port), ...upstreamPorts],
    { cwd: repoRoot, stdio: 'ignore' },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  // Any answer, even a 404, says it is listening.
  while (
    !(await fetch(`${baseUrl}/nothing`).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the proxy did not start');
    await sleep(100);
  }
  return { baseUrl, stop: () => child.kill() };
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
    let stopBalancer = () => {};
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

      // Through the scale-out benchmark's round-robin proxy: one stream lands on each process.
      const ports = [first, second].map((api) => new URL(api.baseUrl).port);
      const balanced = await startBalancer(ports);
      stopBalancer = balanced.stop;
      const onFirst = openStream(balanced.baseUrl, client);
      await onFirst.opened;
      const onSecond = openStream(balanced.baseUrl, client);
      await onSecond.opened;
      const servedBy = [onFirst, onSecond].map((stream) => stream.headers()['x-upstream-port']);
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
      stopBalancer();
      for (const api of processes) await api.stop();
      await proxy.refuse();
      await testDb.drop();
    }
  });
});
