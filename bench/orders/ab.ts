/**
 * A/B of the orders API: this checkout against another (the commit before a change), both
 * servers on one mp_bench, measured in alternating turns so the machine's drift hits both
 * alike. Prints each scenario's median req/s per side and after/before.
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm install)
 *   BENCH_BEFORE=/tmp/before node --import tsx bench/orders/ab.ts
 *   BENCH_TURNS=5 BENCH_ONLY=detail BENCH_BEFORE=/tmp/before node --import tsx bench/orders/ab.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loginBenchUser, startApiServer, stopProcess } from '../lib/api-server';
import { type Call, measureApi } from './api-load';
import { benchConnections, benchDatabaseUrl } from './settings';

const BEFORE = process.env.BENCH_BEFORE;
const TURNS = Number(process.env.BENCH_TURNS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
const ONLY = process.env.BENCH_ONLY;
if (!BEFORE) throw new Error('BENCH_BEFORE must name the checkout to compare against');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  const url = benchDatabaseUrl();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows: placed } = await pool.query<{ id: number; merchant_id: number }>(
    "select id, merchant_id from orders where stage = 'placed' order by id desc limit 200000",
  );
  await pool.end();
  const merchant = (n: number) => 1 + (n % 100);
  const anyOrder = (n: number) => 1 + ((n * 7919) % 1_000_000);
  // Each side and turn confirms orders no other has touched.
  let confirmsTaken = 0;
  const scenarios: { name: string; callOf: () => (n: number) => Call }[] = [
    {
      name: 'list page 1',
      callOf: () => (n) => ({
        method: 'GET',
        path: '?stage=placed&page=1&limit=20',
        merchantId: merchant(n),
      }),
    },
    {
      name: 'list middle page',
      callOf: () => (n) => ({ method: 'GET', path: '?page=250&limit=20', merchantId: merchant(n) }),
    },
    {
      name: 'stage counts',
      callOf: () => (n) => ({ method: 'GET', path: '/stats/count', merchantId: merchant(n) }),
    },
    {
      name: 'detail',
      callOf: () => (n) => ({
        method: 'GET',
        path: `/${anyOrder(n)}`,
        merchantId: 1 + (anyOrder(n) % 100),
      }),
    },
    {
      name: 'confirm',
      callOf: () => {
        const first = confirmsTaken;
        confirmsTaken += 12_000;
        return (n) => {
          const order = placed[(first + n) % placed.length]!;
          return { method: 'POST', path: `/${order.id}/confirm`, merchantId: order.merchant_id };
        };
      },
    },
  ];

  const sides = [
    { name: 'before', checkout: BEFORE, port: 3941 },
    { name: 'after', checkout: undefined, port: 3942 },
  ];
  const servers = await Promise.all(
    sides.map((side) =>
      startApiServer({
        databaseUrl: url,
        port: side.port,
        poolSize: benchConnections(),
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-')),
        checkout: side.checkout,
      }),
    ),
  );
  try {
    const bases = sides.map((side) => `http://127.0.0.1:${side.port}`);
    const tokens = await Promise.all(
      bases.map(async (base) => (await loginBenchUser(base)).idToken),
    );
    for (const scenario of scenarios.filter((s) => !ONLY || s.name.includes(ONLY))) {
      for (const side of [0, 1]) {
        await measureApi(bases[side]!, tokens[side]!, scenario.callOf(), WARM_UP);
      }
      const rates: number[][] = [[], []];
      for (let turn = 0; turn < TURNS; turn++) {
        // Alternate which side goes first, so neither always follows the other's warm-up.
        const order = turn % 2 ? [1, 0] : [0, 1];
        for (const side of order) {
          const result = await measureApi(bases[side]!, tokens[side]!, scenario.callOf(), DURATION);
          if (result.failures) throw new Error(`${scenario.name}: ${result.failures} failures`);
          rates[side]!.push(result.rps);
        }
      }
      const [before, after] = rates.map(median) as [number, number];
      const turns = rates.map((r) => r.map((x) => x.toFixed(0)).join(', '));
      console.log(
        `| ${scenario.name} | ${before.toFixed(0)} (${turns[0]}) | ${after.toFixed(0)} (${turns[1]}) | ${(after / before).toFixed(2)} |`,
      );
    }
  } finally {
    await Promise.all(servers.map(stopProcess));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
