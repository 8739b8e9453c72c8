/**
 * Home (#25) for a merchant with 500,000 orders on PostgreSQL, through the real API process:
 * every call the page makes (its to-do counts, today's stages, the 30-day trend, the scorecard,
 * the amount due), each alone and all at once as the page sends them; p95 of each.
 * The data is `bench/big-merchant/data.ts`' merchant: 5,000 orders a day, 100,000 products,
 * 50,000 issues.
 *
 *   node --import tsx bench/home/run.ts          # ~4 min; writes bench/home/last-run.md
 *   HOME_ORDERS=1000000 HOME_REPEATS=50 node --import tsx bench/home/run.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dhakaDaysBefore } from '@mp/contract/dhaka-time';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { buildData, PASSWORD, TENANTS } from '../big-merchant/data';
import { logIn, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { recreateDatabase } from '../lib/postgres';
import { p95Of, timedGet } from '../lib/timed-get';

const ORDERS = Number(process.env.HOME_ORDERS ?? 500_000);
const REPEATS = Number(process.env.HOME_REPEATS ?? 100);
const PORT = Number(process.env.HOME_PORT ?? 3944);
const BASE = `http://127.0.0.1:${PORT}`;
const URL = process.env.HOME_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_home';
const BIG = 1;
/** Home's bound (#25): the whole page's answers, p95. */
const BOUND_MS = 150;

/** The merchant's calendar day `days` before today (Asia/Dhaka, UTC+6). */
const dhakaDay = (days = 0) => dhakaDaysBefore(new Date(), days);

/** Home's calls as the panel sends them (home-todo.ts, home-trend.ts, the scorecard, the due). */
const today = dhakaDay();
const ready = 'deliveryChargePaymentStatus=paid&orderTypes=COD%2CB2B';
const products = 'page=1&limit=20&orderBy=id&orderDirection=asc';
const CALLS: [string, string][] = [
  ['orders to confirm (stage counts)', 'oms/merchant-orders/stats/count'],
  ['confirmations overdue', `oms/merchant-orders/stats/count?createdTo=${dhakaDay(2)}`],
  ['ready for pickup', `oms/merchant-orders/stats/count?${ready}`],
  ['hand-overs overdue', `oms/merchant-orders/stats/count?${ready}&createdTo=${dhakaDay(3)}`],
  ['proofs to check', 'oms/merchant-orders/stats/count?paymentProofStatus=pending'],
  ['issues waiting', 'oms/merchant-issues/stats/count'],
  ['low on stock', `cms/merchant/shop-products?${products}&lowStock=true`],
  ['out of stock', `cms/merchant/shop-products?${products}&outOfStock=true`],
  ['placed today', `oms/merchant-orders/stats/count?createdFrom=${today}&createdTo=${today}`],
  [
    '30 days against 30 (daily)',
    `oms/merchant-orders/stats/daily?from=${dhakaDay(59)}&to=${today}`,
  ],
  ['scorecard', 'oms/merchant-scorecard'],
  ['amount due', `bms/merchants/${BIG}/amount-due`],
];

const get = async (token: string, route: string) => (await timedGet(BASE, token, BIG, route)).ms;

const t0 = Date.now();
await recreateDatabase(URL);
const database = await openDatabase({ kind: 'postgres', url: URL, poolSize: 1 });
await database.migrate();
await buildData(database.db, { orders: ORDERS, products: 100_000, issues: 50_000 });
await database.db.execute(sql`vacuum analyze`);
await database.close();
console.log(`data ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

const server = await startApiServer({
  databaseUrl: URL,
  port: PORT,
  poolSize: 10,
  dataDir: os.tmpdir(),
});
const rows: [string, string, number][] = [];
let whole = 0;
try {
  const token = (await logIn(BASE, TENANTS[0].phone, PASSWORD)).idToken;
  for (const [name, route] of CALLS) {
    const p95 = await p95Of(REPEATS, () => get(token, route));
    console.log(`${name} | ${p95.toFixed(1)}`);
    rows.push([name, route, p95]);
  }
  // The page: every call at once, done when the last answers.
  whole = await p95Of(REPEATS, async () => {
    const started = performance.now();
    await Promise.all(CALLS.map(([, route]) => get(token, route)));
    return performance.now() - started;
  });
  console.log(`Home, every call at once | ${whole.toFixed(1)}`);
} finally {
  await stopProcess(server);
}

const report = `# Home benchmark: last run

${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)}; PostgreSQL, one merchant
with ${ORDERS.toLocaleString('en')} orders (5,000 a day), 100,000 products, 50,000 issues; p95 of
${REPEATS} reads after as many to warm up, through one API process. Bound: the whole page
(every call at once) under ${BOUND_MS} ms.

| call | route | p95 ms |
|---|---|---|
${rows.map(([name, route, p95]) => `| ${name} | \`${route}\` | ${p95.toFixed(1)} |`).join('\n')}
| **Home, every call at once** | | **${whole.toFixed(1)}** |
`;
fs.writeFileSync(path.join(repoRoot, 'bench/home/last-run.md'), report);
console.log(report);
if (whole >= BOUND_MS) {
  console.error(`Home's p95 ${whole.toFixed(1)} ms is over the ${BOUND_MS} ms bound`);
  process.exitCode = 1;
}
