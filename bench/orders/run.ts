/**
 * Measures the orders API on the benchmark database (see load.ts) with autocannon, next to the
 * same SQL sent straight through `pg` with the same concurrency (the floor).
 *
 *   node --import tsx bench/orders/run.ts            # BENCH_CONNECTIONS=10 BENCH_DURATION=10
 *   BENCH_ONLY=detail node --import tsx bench/orders/run.ts   # the scenarios whose name has it
 *                                                             # (printed; last-run.md is kept)
 *   BENCH_ROUNDS=3 node --import tsx bench/orders/run.ts     # API and floor take 3 turns each
 *
 * Beside the figures it reports the CPU each process spent per request during each measurement
 * (the API process, PostgreSQL's processes, this process: autocannon or the floor's pg client).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loginBenchUser, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { type CpuGroups, coresUsed, cpuSnapshot, postgresPids } from '../lib/cpu';
import { type Figures, figures } from '../lib/latency';
import { type Call, measureApi } from './api-load';
import { type BenchSession, checkSession, rawSql, sessionOfToken } from './raw-sql';
import { benchConnections, benchDatabaseUrl } from './settings';

const CONNECTIONS = benchConnections();
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const ONLY = process.env.BENCH_ONLY;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const BASE = `http://127.0.0.1:${PORT}`;
const url = benchDatabaseUrl();

const startServer = () =>
  startApiServer({
    databaseUrl: url,
    port: PORT,
    poolSize: CONNECTIONS,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-')),
  });

/** The statements of one call, for the merchant in scope. */
type RawCall = { merchantId: number; send: (pool: pg.Pool) => Promise<unknown> };
type Scenario = {
  name: string;
  http: (n: number) => Call;
  raw: (n: number) => RawCall;
  /** A read-only pass over the same parameters, run before the measurements. */
  warm?: Scenario;
  /** Each request takes an order still `placed`: measured once, whatever BENCH_ROUNDS says. */
  usesUpOrders?: boolean;
};

type Measured = Figures & { cpu: string };

/** Runs a measurement and adds what each group of processes spent on it, in µs per request. */
async function withCpu(groups: CpuGroups, measure: () => Promise<Figures>): Promise<Measured> {
  const before = cpuSnapshot(groups);
  const result = await measure();
  const used = coresUsed(before, cpuSnapshot(groups));
  const perRequest = Object.entries(used.groups)
    .map(([name, cores]) => `${name} ${((cores * 1e6) / result.rps).toFixed(0)}`)
    .join(' + ');
  return { ...result, cpu: `${perRequest} (machine ${used.machine.toFixed(2)} cores)` };
}

/**
 * The floor: the call's statements through `pg`, after the session check the API makes on every
 * request when `session` is given (the same SQL as the API), or alone.
 */
async function measureRaw(
  pool: pg.Pool,
  scenario: Scenario,
  session: BenchSession | undefined,
  seconds = DURATION,
): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  let n = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const call = scenario.raw(n++);
          if (session) await checkSession(pool, session, call.merchantId);
          await call.send(pool);
          latencies.push(performance.now() - started);
        } catch {
          failures++;
        }
      }
    }),
  );
  return figures(latencies, seconds, failures);
}

async function main() {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const { rows: placed } = await pool.query<{ id: number; merchant_id: number }>(
    // Orders a confirm takes without a reason: COD, or B2B with a valid payment proof.
    `select id, merchant_id from orders where stage = 'placed'
       and (order_type <> 'B2B' or payment_proof_status = 'valid') order by id desc limit 180000`,
  );
  const { rows: pages } = await pool.query<{ n: string }>(
    'select max(c) as n from (select count(*) c from orders group by merchant_id) x',
  );
  const lastPage = Math.ceil(Number(pages[0]!.n) / 20);
  const deepPage = lastPage - 5;
  const middlePage = Math.ceil(lastPage / 2);
  const apiPlaced = placed.filter((_, i) => i % 2 === 0);
  const rawPlaced = placed.filter((_, i) => i % 2 === 1);
  let rawConfirms = 0;
  const merchant = (n: number) => 1 + (n % 100);
  const anyOrder = (n: number) => 1 + ((n * 7919) % 1_000_000);
  const ownerOf = (id: number) => 1 + (id % 100);

  const scenarios: Scenario[] = [
    {
      name: 'list page 1 (Ready to Confirm)',
      http: (n) => ({
        method: 'GET',
        path: '?stage=placed&page=1&limit=20',
        merchantId: merchant(n),
      }),
      raw: (n) => ({
        merchantId: merchant(n),
        send: (p) => rawSql.list(p, merchant(n), ['placed'], 1),
      }),
    },
    {
      name: `list middle page (All Orders, page ${middlePage}: the deepest walk)`,
      http: (n) => ({
        method: 'GET',
        path: `?page=${middlePage}&limit=20`,
        merchantId: merchant(n),
      }),
      raw: (n) => ({
        merchantId: merchant(n),
        send: (p) => rawSql.list(p, merchant(n), undefined, middlePage),
      }),
    },
    {
      name: `list deep page (All Orders, page ${deepPage})`,
      http: (n) => ({ method: 'GET', path: `?page=${deepPage}&limit=20`, merchantId: merchant(n) }),
      raw: (n) => ({
        merchantId: merchant(n),
        send: (p) => rawSql.list(p, merchant(n), undefined, deepPage),
      }),
    },
    {
      name: 'stage counts (stats/count)',
      http: (n) => ({ method: 'GET', path: '/stats/count', merchantId: merchant(n) }),
      raw: (n) => ({ merchantId: merchant(n), send: (p) => rawSql.counts(p, merchant(n)) }),
    },
    {
      name: 'detail',
      http: (n) => ({ method: 'GET', path: `/${anyOrder(n)}`, merchantId: ownerOf(anyOrder(n)) }),
      raw: (n) => ({
        merchantId: ownerOf(anyOrder(n)),
        send: (p) => rawSql.detail(p, ownerOf(anyOrder(n)), anyOrder(n)),
      }),
    },
    {
      name: 'confirm (POST {id}/confirm)',
      usesUpOrders: true,
      http: (n) => {
        const order = apiPlaced[n % apiPlaced.length]!;
        return { method: 'POST', path: `/${order.id}/confirm`, merchantId: order.merchant_id };
      },
      raw: () => {
        // Both floors draw from one list (each run starts its n at 0): an order is confirmed once.
        const order = rawPlaced[rawConfirms++ % rawPlaced.length]!;
        return {
          merchantId: order.merchant_id,
          send: (p) => rawSql.confirm(p, order.merchant_id, order.id, 1),
        };
      },
    },
  ];

  for (const scenario of scenarios.slice(0, 5)) scenario.warm = scenario;
  scenarios[5]!.warm = {
    name: 'read the orders to be confirmed',
    http: scenarios[5]!.http,
    raw: (n) => {
      const order = (n % 2 ? rawPlaced : apiPlaced)[Math.floor(n / 2) % apiPlaced.length]!;
      return {
        merchantId: order.merchant_id,
        send: (p) => rawSql.detail(p, order.merchant_id, order.id),
      };
    },
  };

  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const server = await startServer();
  try {
    const { idToken } = await loginBenchUser(BASE);
    const session = sessionOfToken(idToken);
    await measureApi(BASE, idToken, scenarios[0]!.http, DURATION); // warm-up: JIT, connections, caches

    const rows: string[] = [];
    const apiCpu = { API: [server.pid!], PostgreSQL: postgresPids, autocannon: [process.pid] };
    const floorCpu = { PostgreSQL: postgresPids, pg: [process.pid] };
    for (const scenario of scenarios.filter((s) => !ONLY || s.name.includes(ONLY))) {
      // Both runs walk the same parameters from the start: warm the caches for them first, so
      // neither side pays for reading pages that the other one then finds in memory.
      if (scenario.warm) await measureRaw(pool, scenario.warm, undefined, WARM_UP);
      // The floor's connections have prepared the call's statements in that pass: the API's
      // prepare theirs, and compile the route's code, before it is measured too.
      if (!scenario.usesUpOrders) await measureApi(BASE, idToken, scenario.http, WARM_UP);
      // The machine drifts between measurements: with BENCH_ROUNDS the API and its floor take
      // turns, and the row shows the pair with the median ratio, next to every pair's ratio.
      const pairs: { api: Measured; raw: Measured; ratio: number }[] = [];
      for (let round = 0; round < (scenario.usesUpOrders ? 1 : ROUNDS); round++) {
        const api = await withCpu(apiCpu, () => measureApi(BASE, idToken, scenario.http, DURATION));
        const raw = await withCpu(floorCpu, () => measureRaw(pool, scenario, session));
        pairs.push({ api, raw, ratio: api.rps / raw.rps });
      }
      const ratios = pairs.map((pair) => pair.ratio);
      const { api, raw, ratio } = pairs.sort((a, b) => a.ratio - b.ratio)[
        Math.floor(pairs.length / 2)
      ]!;
      const alone = await measureRaw(pool, scenario, undefined);
      const failures =
        pairs.reduce((sum, pair) => sum + pair.api.failures + pair.raw.failures, 0) +
        alone.failures;
      const everyRatio =
        ratios.length > 1 ? ` (${ratios.map((r) => r.toFixed(2)).join(', ')})` : '';
      const line = `| ${scenario.name} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${api.rps.toFixed(0)} | ${raw.p50.toFixed(1)} | ${raw.p95.toFixed(1)} | ${raw.rps.toFixed(0)} | ${ratio.toFixed(2)}${everyRatio} | ${alone.rps.toFixed(0)} | ${(api.rps / alone.rps).toFixed(2)} | ${failures} | ${api.cpu} | ${raw.cpu} |`;
      console.log(line);
      rows.push(line);
    }
    const report = [
      `Orders benchmark, ${new Date().toISOString()}, ${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} round(s), ${os.cpus().length} CPUs, load average before ${loadBefore}, after ${os.loadavg()[0]!.toFixed(1)}`,
      '',
      '| scenario | API p50 ms | API p95 ms | API req/s | pg p50 ms | pg p95 ms | pg req/s | API/pg | pg req/s, call alone | API/that | failures | CPU µs per request, API run | CPU µs per request, floor run |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    // A run of some scenarios (BENCH_ONLY) keeps the last full run's figures.
    if (!ONLY) fs.writeFileSync(path.join(repoRoot, 'bench/orders/last-run.md'), report);
    console.log(`\n${report}`);
  } finally {
    await stopProcess(server);
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
