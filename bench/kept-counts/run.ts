/**
 * What the kept-count triggers cost a write, A/B in one run: two PostgreSQL databases, one
 * migrated with this checkout's migrations (one `keep_counts` function) and one with another
 * commit's (a function per counts table), both given the big merchant's data (200,000 orders).
 * Each side then runs, one statement at a time: an order's stage changed 2,000 times (three
 * count triggers fire per statement), 20 statements each moving 2,000 orders, and a product's
 * stock changed 2,000 times. Figures: per statement, p50 and p95 in ms.
 *
 *   COUNTS_BEFORE=<commit> node --import tsx bench/kept-counts/run.ts   # writes last-run.md
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { buildData } from '../big-merchant/data';
import { repoRoot } from '../lib/api-server';
import { figures } from '../lib/latency';
import { recreateDatabase } from '../lib/postgres';

const BEFORE = process.env.COUNTS_BEFORE;
if (!BEFORE) throw new Error('COUNTS_BEFORE must name the commit to compare against');
const BASE_URL = process.env.COUNTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const SINGLE = 2_000;
const BULKS = 20;
const BULK_ROWS = 2_000;
const MIGRATIONS = 'apps/api/src/db/migrations';

/** The migrations folder of a commit, written out of git into a temporary folder. */
function migrationsOf(commit: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-migrations-'));
  execSync(`git archive ${commit} ${MIGRATIONS} | tar -x -C ${dir}`, { cwd: repoRoot });
  return path.join(dir, MIGRATIONS);
}

async function prepare(name: string, migrationsFolder: string) {
  const url = `${BASE_URL}/${name}`;
  await recreateDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migrate(drizzle(client), { migrationsFolder });
  await client.end();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await buildData(database.db, { orders: 200_000, products: 1_000, issues: 100 });
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  return url;
}

async function timed(client: pg.Client, text: string, values: unknown[]) {
  const started = performance.now();
  await client.query(text, values);
  return performance.now() - started;
}

async function measure(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: orders } = await client.query<{ id: number }>(
    `select id from orders where merchant_id = 1 and stage in ('placed', 'confirmed')
     order by id limit ${BULK_ROWS}`,
  );
  const { rows: products } = await client.query<{ id: number }>(
    'select id from shop_products where merchant_id = 1 order by id limit 1',
  );
  const single: number[] = [];
  for (let i = 0; i < SINGLE; i++) {
    single.push(
      await timed(
        client,
        `update orders set stage = case stage when 'placed' then 'confirmed' else 'placed' end
         where id = $1`,
        [orders[i % orders.length]!.id],
      ),
    );
  }
  const bulk: number[] = [];
  const ids = orders.map((order) => order.id);
  for (let i = 0; i < BULKS; i++) {
    bulk.push(
      await timed(
        client,
        `update orders set stage = case stage when 'placed' then 'confirmed' else 'placed' end
         where id = any($1)`,
        [ids],
      ),
    );
  }
  const stock: number[] = [];
  for (let i = 0; i < SINGLE; i++) {
    stock.push(
      await timed(client, 'update shop_products set stock = $1 where id = $2', [
        10 + (i % 2),
        products[0]!.id,
      ]),
    );
  }
  await client.end();
  return { single: figures(single, 1, 0), bulk: figures(bulk, 1, 0), stock: figures(stock, 1, 0) };
}

const short = (commit: string) =>
  execSync(`git rev-parse --short ${commit}`, { cwd: repoRoot, encoding: 'utf8' }).trim();
const beforeUrl = await prepare('mp_counts_before', migrationsOf(BEFORE));
const afterUrl = await prepare('mp_counts_after', path.join(repoRoot, MIGRATIONS));
// Interleaved, twice, so neither side has the warmer machine.
const runs = [];
for (let round = 0; round < 2; round++) {
  runs.push({ side: 'before', ...(await measure(beforeUrl)) });
  runs.push({ side: 'after', ...(await measure(afterUrl)) });
}
const cell = (f: { p50: number; p95: number }) => `${f.p50.toFixed(2)} / ${f.p95.toFixed(2)}`;
const report = `# Kept-count triggers benchmark: last run

${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)}; PostgreSQL, the big
merchant's 200,000 orders. before = ${short(BEFORE)} (a count function per table), after =
${short('HEAD')} and the working tree (one \`keep_counts\`). ms per statement, p50 / p95; two
rounds, interleaved.

| side | an order's stage (${SINGLE}) | ${BULK_ROWS} orders' stage (${BULKS}) | a product's stock (${SINGLE}) |
|---|---|---|---|
${runs.map((r) => `| ${r.side} | ${cell(r.single)} | ${cell(r.bulk)} | ${cell(r.stock)} |`).join('\n')}
`;
fs.writeFileSync(path.join(repoRoot, 'bench/kept-counts/last-run.md'), report);
console.log(report);
