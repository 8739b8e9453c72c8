import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../databases';
import {
  type ApiProcess,
  freePort,
  notOnPostgres,
  SKIP_REASON,
  signedInClient,
  sleep,
  startApi,
} from './api-process';
import { createMerchantWithOrders } from './faults.testing';
import { startTcpProxy } from './tcp-proxy';

type Timed = {
  status: number;
  ms: number;
  errorCode?: string;
  message?: string;
  retryAfter?: string;
};

describe.skipIf(notOnPostgres)(`the database unreachable (${SKIP_REASON})`, () => {
  let testDb: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let api: ApiProcess;
  let client: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const user = await createMerchantWithOrders(testDb.database.db);
    const direct = new URL(testDb.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(testDb.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // The defaults under test: 5 s to get a connection, 5 s statements, 5.5 s without an answer.
    api = await startApi({
      databaseUrl: viaProxy.toString(),
      dataDir: testDb.dataDir,
      port: await freePort(),
    });
    client = await signedInClient(api.baseUrl, user);
  });

  afterAll(async () => {
    await api?.stop();
    await proxy?.close();
    await testDb?.drop();
  });

  async function timed(path: string): Promise<Timed> {
    const started = Date.now();
    const response = await fetch(`${api.baseUrl}${path}`, {
      headers: client.headersFor(client.merchantIds[0]!),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as { errorCode?: string; message?: string };
    return {
      status: response.status,
      ms: Date.now() - started,
      errorCode: body.errorCode,
      message: body.message,
      retryAfter: response.headers.get('retry-after') ?? undefined,
    };
  }
  const orderList = () => timed('/api/v1/oms/merchant-orders?limit=5');

  async function recovers() {
    const started = Date.now();
    for (;;) {
      const answer = await orderList();
      if (answer.status === 200) return Date.now() - started;
      if (Date.now() - started > 15_000) throw new Error(`still ${answer.status} after restore`);
      await sleep(200);
    }
  }

  it('answers 503 quickly while the network black-holes, and serves again once it heals', async () => {
    expect((await orderList()).status).toBe(200);
    proxy.blackhole();

    // Requests that find a pooled connection (its query never answered), then requests that
    // need a new one (the connection never opens), then readiness: none may hang.
    const [ready, ...firstWave] = await Promise.all([
      timed('/readyz'),
      ...Array.from({ length: 12 }, orderList),
    ]);
    const secondWave = await Promise.all(Array.from({ length: 4 }, orderList));
    const readyAgain = await timed('/readyz');
    console.info(
      `black hole: readyz ${ready.status} in ${ready.ms} ms (then ${readyAgain.ms} ms); order list ` +
        `${firstWave.map((a) => `${a.status}/${a.ms}`).join(' ')} then ${secondWave.map((a) => `${a.status}/${a.ms}`).join(' ')} ms`,
    );
    for (const answer of [ready, readyAgain]) {
      expect(answer).toMatchObject({ status: 503, message: 'The database is not reachable' });
      expect(answer.ms).toBeLessThan(3_000);
    }
    for (const answer of [...firstWave, ...secondWave]) {
      expect(answer).toMatchObject({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
      expect(answer.retryAfter).toBeDefined();
      expect(answer.ms).toBeLessThan(6_500);
    }

    await proxy.restore();
    const recoveredMs = await recovers();
    console.info(`black hole healed: order list 200 again after ${recoveredMs} ms`);
    expect((await timed('/readyz')).status).toBe(200);
  });

  it('answers 503 at once while the database refuses connections, and serves again after', async () => {
    expect((await orderList()).status).toBe(200);
    await proxy.refuse();

    const answers = await Promise.all([timed('/readyz'), orderList(), orderList()]);
    console.info(`refused: ${answers.map((a) => `${a.status}/${a.ms}`).join(' ')} ms`);
    expect(answers[0]).toMatchObject({ status: 503, message: 'The database is not reachable' });
    for (const answer of answers.slice(1)) {
      expect(answer).toMatchObject({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
    }
    for (const answer of answers) expect(answer.ms).toBeLessThan(1_500);

    await proxy.restore();
    const recoveredMs = await recovers();
    console.info(`refusal over: order list 200 again after ${recoveredMs} ms`);
    expect((await timed('/readyz')).status).toBe(200);
  });
});
