/**
 * Two API processes on one PostgreSQL behind nginx with the production configuration
 * (deploy/nginx.conf.template, Debian's nginx): functional checks (a
 * session on both, exports exactly once, the login limit across both), then the mixed load
 * (80% reads, 20% actions) for one process and for two, with where the CPU went.
 *
 *   node --import tsx bench/scale-out/run.ts      # needs mp_bench (bench/orders/load.ts)
 *
 * Settings: BENCH_CONNECTIONS (10: requests in flight, and each process's DB_POOL_SIZE),
 * BENCH_MIXED_DURATION (60 s), BENCH_MIXED_WARM_UP (10 s), BENCH_QUIET_LOAD (2) and
 * BENCH_QUIET_WAIT (180 s): before each run, wait up to that long for the 1-minute load average
 * to fall below that; BENCH_ROUNDS (1: one-then-two measurements); BENCH_SCALE_PORT (3920:
 * nginx; the APIs take the next two); BENCH_API_CORES (unset: no cap; e.g. 0.25 caps each API
 * process at that many cores, standing for one small host per process: needs root, lib/cpu-cap).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onThisHost, type RunningNginx, startNginx } from '../../deploy/nginx';
import { loginBenchUser, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { coresUsed, cpuSnapshot, postgresPids, sampleLoadAverage } from '../lib/cpu';
import { capCpu } from '../lib/cpu-cap';
import { BENCH_USER, benchConnections, benchDatabaseUrl } from '../orders/settings';
import {
  type Check,
  type CheckContext,
  checkExports,
  checkLargestUpload,
  checkLoginLimit,
  checkSession,
} from './checks';
import { buildPlan, type MixedResult, runMixedLoad } from './mixed-load';

const CONNECTIONS = benchConnections();
const SECONDS = Number(process.env.BENCH_MIXED_DURATION ?? 60);
const WARM_UP = Number(process.env.BENCH_MIXED_WARM_UP ?? 10);
const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 2);
const QUIET_WAIT = Number(process.env.BENCH_QUIET_WAIT ?? 180);
const PROXY_PORT = Number(process.env.BENCH_SCALE_PORT ?? 3920);
const API_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2] as const;
const LOGIN_MAX_FAILURES = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const API_CORES = process.env.BENCH_API_CORES ? Number(process.env.BENCH_API_CORES) : undefined;
/** Enough placed orders that no confirm of a run meets an order confirmed before. */
const CONFIRMS_PER_RUN = 40_000;

const url = benchDatabaseUrl();
const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
const apiUrl = (port: number) => `http://127.0.0.1:${port}`;
const children = new Set<ChildProcess>();
/** Undo the CPU caps (after the capped processes have exited). */
const releaseCaps: Array<() => void> = [];

/** nginx on PROXY_PORT in front of these API processes, one worker: strict turns. */
function startBalancer(dataDir: string, upstreams: number[]) {
  return startNginx({
    runDir: path.join(dataDir, 'nginx'),
    listen: `127.0.0.1:${PROXY_PORT}`,
    upstreams: onThisHost(upstreams),
    workers: 1,
    revealUpstream: true,
  });
}

async function startApi(port: number, dataDir: string) {
  const server = await startApiServer({
    databaseUrl: url,
    port,
    poolSize: CONNECTIONS,
    dataDir,
    // Behind one nginx, which sets X-Forwarded-For to the client's address.
    env: { LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES), TRUST_PROXY_HOPS: '1' },
  }).catch((error: Error) => {
    throw new Error(
      `${error.message} (is mp_bench loaded on the current migrations? run bench/orders/load.ts)`,
    );
  });
  children.add(server);
  return server;
}

async function stop(child: ChildProcess) {
  await stopProcess(child);
  children.delete(child);
}

/** Waits (up to QUIET_WAIT s) for the machine's 1-minute load average to drop below QUIET_LOAD. */
async function waitForQuiet() {
  const deadline = Date.now() + QUIET_WAIT * 1000;
  while (os.loadavg()[0]! >= QUIET_LOAD && Date.now() < deadline) {
    console.log(`  load average ${os.loadavg()[0]!.toFixed(2)}, waiting for < ${QUIET_LOAD}...`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  return os.loadavg()[0]!;
}

type Measured = {
  label: string;
  result: MixedResult;
  cpu: ReturnType<typeof coresUsed>;
  loadBefore: number;
  loadSamples: number[];
};

async function measure(
  label: string,
  pool: pg.Pool,
  token: string,
  apis: ChildProcess[],
  nginx: RunningNginx,
): Promise<Measured> {
  const loadBefore = await waitForQuiet();
  const plan = await buildPlan(pool, BENCH_USER.phone, CONFIRMS_PER_RUN);
  console.log(`\n${label}: load average ${loadBefore.toFixed(2)}; warm-up ${WARM_UP} s`);
  await runMixedLoad({ url: proxyUrl, token, plan, connections: CONNECTIONS, seconds: WARM_UP });
  console.log(`${label}: ${SECONDS} s at ${CONNECTIONS} connections`);
  const groups = {
    ...Object.fromEntries(apis.map((api, i) => [`API ${i + 1}`, [api.pid!]])),
    nginx: nginx.pids,
    'load generator': [process.pid],
    PostgreSQL: postgresPids,
  };
  const loadAverage = sampleLoadAverage();
  const before = cpuSnapshot(groups);
  const result = await runMixedLoad({
    url: proxyUrl,
    token,
    plan,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const cpu = coresUsed(before, cpuSnapshot(groups));
  return { label, result, cpu, loadBefore, loadSamples: loadAverage.stop() };
}

const ms = (value: number) => value.toFixed(1);
const cores = (value: number) => value.toFixed(2);

function report(checks: Check[], runs: Measured[]) {
  const groups = Object.keys(runs[0]!.cpu.groups);
  const ours = (r: Measured) => Object.values(r.cpu.groups).reduce((x, y) => x + y, 0);
  const ratios = [];
  for (let i = 0; i + 1 < runs.length; i += 2) {
    ratios.push(
      `${runs[i + 1]!.label} / ${runs[i]!.label}: ${(runs[i + 1]!.result.rps / runs[i]!.result.rps).toFixed(2)}x`,
    );
  }
  const lines = [
    `Scale-out benchmark, ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARM_UP} s of warm-up, ${API_CORES === undefined ? 'API processes not capped' : `each API process capped at ${API_CORES} cores`}`,
    '',
    '| check | result | detail |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.pass ? 'PASS' : 'FAIL'} | ${c.detail} |`),
    '',
    '| API processes | req/s | reads p50 / p95 / p99 ms | actions p50 / p95 / p99 ms | errors | 409 (lost race) | load avg before → samples |',
    '|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const x = r.result;
      const errors = x.reads.failures + x.actions.failures + x.socketErrors;
      return `| ${r.label} | ${x.rps.toFixed(0)} | ${ms(x.reads.p50)} / ${ms(x.reads.p95)} / ${ms(x.reads.p99)} | ${ms(x.actions.p50)} / ${ms(x.actions.p95)} / ${ms(x.actions.p99)} | ${errors} | ${x.conflicts} | ${r.loadBefore.toFixed(2)} → ${r.loadSamples.map((v) => v.toFixed(1)).join(', ')} |`;
    }),
    '',
    `| API processes | cores busy: ${groups.join(' | ')} | rest of the machine | whole machine | CPU ms per request (ours) |`,
    `|---|${groups.map(() => '---|').join('')}---|---|---|`,
    ...runs.map(
      (r) =>
        `| ${r.label} | ${groups.map((n) => cores(r.cpu.groups[n] ?? 0)).join(' | ')} | ${cores(r.cpu.other)} | ${cores(r.cpu.machine)} of ${r.cpu.cpus} | ${((1000 * ours(r)) / r.result.rps).toFixed(2)} |`,
    ),
    '',
    ...runs.map((r) => {
      const x = r.result;
      const kinds = Object.entries(x.perKind).map(([k, v]) => `${k} ${v}`);
      const served = Object.entries(x.servedBy).map(([p, v]) => `${p}: ${v}`);
      return `${r.label}: ${x.requests} requests (${kinds.join(', ')}); served by ${served.join(', ')}; unexpected answers ${JSON.stringify(x.unexpected)}; socket errors ${x.socketErrors} (timeouts ${x.timeouts})`;
    }),
    '',
    ...ratios,
    '',
  ];
  return lines.join('\n');
}

let nginx: RunningNginx | undefined;

async function main() {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-scale-out-'));
  try {
    // The limit check needs its counters at zero; the benchmark owns this database.
    await pool.query(`delete from rate_limit_events where bucket in ('login-failure', 'address')`);
    console.log(`starting two API processes (${API_PORTS.join(', ')}) and nginx (${PROXY_PORT})`);
    const [a, b] = await Promise.all(API_PORTS.map((port) => startApi(port, dataDir)));
    nginx = await startBalancer(dataDir, [...API_PORTS]);

    const { merchantIds } = await buildPlan(pool, BENCH_USER.phone, 1);
    const ctx: CheckContext = {
      proxy: proxyUrl,
      upstreams: [apiUrl(API_PORTS[0]), apiUrl(API_PORTS[1])],
      pool,
      dataDir,
      merchantIds,
    };
    const { idToken } = await loginBenchUser(proxyUrl);
    const checks = [
      ...(await checkSession(ctx)),
      ...(await checkExports(ctx, idToken)),
      await checkLargestUpload(ctx, idToken),
      await checkLoginLimit(ctx, LOGIN_MAX_FAILURES),
    ];
    // Unlock the bench user again for later runs (ours already holds its token).
    await pool.query(`delete from rate_limit_events where bucket in ('login-failure', 'address')`);
    for (const check of checks)
      console.log(`${check.pass ? 'PASS' : 'FAIL'} ${check.name}\n     ${check.detail}`);

    // Both processes get the same JIT warm-up first; then each round measures one process (the
    // other one idle) and two, in that order, each after its own short warm-up.
    const warmPlan = await buildPlan(pool, BENCH_USER.phone, CONFIRMS_PER_RUN);
    console.log(`\nwarming both processes up for ${2 * WARM_UP} s`);
    await runMixedLoad({
      url: proxyUrl,
      token: idToken,
      plan: warmPlan,
      connections: CONNECTIONS,
      seconds: 2 * WARM_UP,
    });
    // Capped only now: the JIT compiles on threads of the same process, so a cap from the start
    // would leave the first measurement running code still being optimised.
    if (API_CORES !== undefined) {
      for (const api of [a!, b!]) releaseCaps.push(capCpu(api.pid!, API_CORES));
      console.log(`each API process capped at ${API_CORES} cores`);
    }
    const runs: Measured[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const suffix = ROUNDS > 1 ? ` (round ${round})` : '';
      await nginx.setUpstreams(onThisHost([API_PORTS[0]]));
      runs.push(await measure(`one${suffix}`, pool, idToken, [a!, b!], nginx));
      await nginx.setUpstreams(onThisHost(API_PORTS));
      runs.push(await measure(`two${suffix}`, pool, idToken, [a!, b!], nginx));
    }

    const text = report(checks, runs);
    const reportName = API_CORES === undefined ? 'last-run.md' : 'last-run-capped.md';
    fs.writeFileSync(path.join(repoRoot, 'bench/scale-out', reportName), text);
    console.log(`\n${text}`);
    if (checks.some((c) => !c.pass)) process.exitCode = 1;
  } finally {
    await nginx?.stop();
    for (const child of [...children]) await stop(child);
    for (const release of releaseCaps) release();
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    void (nginx?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
