/**
 * "Big merchants" (#20, item 6): one merchant holding 1,000,000 orders (`data.ts`), its first
 * page and a middle page at 10 connections (autocannon) through one API process on PostgreSQL,
 * A/B against another checkout in one run (Medusa's admin served 17 req/s here; the bound is 350).
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci)
 *   THROUGHPUT_BEFORE=/tmp/before node --import tsx bench/big-merchant/throughput.ts
 *
 * Each checkout builds its own database with its own migrations, then the rounds alternate
 * between the two (before, this, before, this) so a noisy minute hits both. A middle page is
 * asked the way each checkout's pager asks for it: by `page` alone, or by `page` with the order
 * it comes `after` where the API takes it (decision 038); this checkout's middle page by its
 * number alone is measured too. Writes bench/big-merchant/throughput.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { openDatabase as OpenDatabase } from '../../apps/api/src/db/client';
import { logIn, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import type { Figures } from '../lib/latency';
import { recreateDatabase } from '../lib/postgres';
import { measureApi } from '../orders/api-load';
import { buildData, PASSWORD, TENANTS } from './data';

const ORDERS = 1_000_000;
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);
const ROUNDS = Number(process.env.THROUGHPUT_ROUNDS ?? 2);
const PORT = 3943;
const BASE = `http://127.0.0.1:${PORT}`;
const BEFORE = process.env.THROUGHPUT_BEFORE;
if (!BEFORE) throw new Error('THROUGHPUT_BEFORE=<the other checkout> is required');
const CHECKOUTS = [
  { label: 'before', dir: BEFORE, database: 'mp_throughput_before' },
  { label: 'this', dir: repoRoot, database: 'mp_throughput_this' },
];
const postgresUrl = (database: string) => `postgres://postgres@127.0.0.1:5432/${database}`;

async function build(checkout: (typeof CHECKOUTS)[number]) {
  await recreateDatabase(postgresUrl(checkout.database));
  const { openDatabase }: { openDatabase: typeof OpenDatabase } = await import(
    path.join(checkout.dir, 'apps/api/src/db/client.ts')
  );
  const url = postgresUrl(checkout.database);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await database.migrate();
  await buildData(database.db, { orders: ORDERS, products: 1_000, issues: 500 });
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
}

async function getJson(token: string, route: string) {
  const response = await fetch(`${BASE}/api/v1/oms/merchant-orders${route}`, {
    headers: { authorization: `Bearer ${token}`, 'x-merchant-id': '1' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** First page and a middle page of one checkout, as its pager asks for them. */
async function measure(checkout: (typeof CHECKOUTS)[number]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-throughput-'));
  const server = await startApiServer({
    databaseUrl: postgresUrl(checkout.database),
    port: PORT,
    poolSize: 10,
    dataDir,
    checkout: checkout.dir,
  });
  try {
    const { idToken } = await logIn(BASE, TENANTS[0].phone, PASSWORD);
    const first = (await getJson(idToken, '?page=1&limit=20')).body;
    const middle = Math.ceil((first.totalPages as number) / 2);
    const middleRows = (await getJson(idToken, `?page=${middle}&limit=20`)).body;
    const lastId = (middleRows.content as { id: number }[]).at(-1)!.id;
    const byNext = `?page=${middle + 1}&limit=20&after=${lastId}`;
    const takesAfter = (await getJson(idToken, byNext)).status === 200;
    const routes: Record<string, string> = {
      'first page': '?page=1&limit=20',
      'middle page (its pager)': takesAfter ? byNext : `?page=${middle + 1}&limit=20`,
      ...(takesAfter ? { 'middle page by its number': `?page=${middle + 1}&limit=20` } : {}),
    };
    const figures: Record<string, Figures> = {};
    for (const [name, route] of Object.entries(routes)) {
      await measureApi(BASE, idToken, () => ({ method: 'GET', path: route, merchantId: 1 }), 2);
      figures[name] = await measureApi(
        BASE,
        idToken,
        () => ({ method: 'GET', path: route, merchantId: 1 }),
        SECONDS,
      );
      const f = figures[name]!;
      console.log(
        `${checkout.label} | ${name} | ${f.rps.toFixed(0)} req/s | p95 ${f.p95.toFixed(1)} ms | p99 ${f.p99.toFixed(1)} ms | ${f.failures} failures`,
      );
    }
    return figures;
  } finally {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const checkout of CHECKOUTS) {
  const t0 = Date.now();
  await build(checkout);
  console.log(`${checkout.label}: data built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
const rows: string[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const checkout of CHECKOUTS) {
    for (const [name, f] of Object.entries(await measure(checkout))) {
      rows.push(
        `| ${round} | ${checkout.label} | ${name} | ${f.rps.toFixed(0)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.failures} |`,
      );
    }
  }
}
const report = `# Big merchant throughput: last run

${new Date().toISOString()}, before = ${BEFORE}, one merchant with ${ORDERS.toLocaleString('en')} orders on
PostgreSQL, one API process, 10 connections, ${SECONDS} s a call, load average ${os.loadavg()[0]!.toFixed(1)}.

| round | checkout | call | req/s | p95 ms | p99 ms | failures |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
fs.writeFileSync(path.join(repoRoot, 'bench/big-merchant/throughput.md'), report);
console.log(report);
