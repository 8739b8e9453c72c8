/**
 * Order exports of 20,000 and 200,000 orders on PostgreSQL, as CSV and as XLSX: rows per second
 * and peak memory (the kernel's RSS high-water mark, node started with the API's flags) of the
 * export worker's own code path (the rows read through a cursor, written by Papa Parse or by
 * exceljs' streaming writer), each size in a fresh process (cold) and in a fresh process after
 * one export of the first size (warm), next to PostgreSQL's `COPY (same rows) TO STDOUT` through
 * psql. Exits non-zero when a warm peak is over 15% above the smallest size's, or a CSV export
 * is slower than 0.3 of COPY's rate.
 *
 *   node --import tsx bench/exports/run.ts            # builds mp_bench_exports, then measures
 *   BENCH_EXPORTS_DATABASE_URL=postgres://... node --import tsx bench/exports/run.ts
 *   BENCH_EXPORT_SIZES=20000,200000,1000000 BENCH_EXPORT_FORMATS=xlsx node --import tsx bench/exports/run.ts
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExportFormat } from '@mp/contract/oms/exports';
import { orderStages } from '@mp/contract/oms/orders';
import { stageLabels } from '@mp/contract/oms/stage-labels';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { LocalFileStorage } from '../../apps/api/src/modules/fms/files/file-storage';
import { DEFAULT_EXPORT_WORKER } from '../../apps/api/src/modules/oms/exports/export-worker';
import {
  claimNextJob,
  insertExportJob,
} from '../../apps/api/src/modules/oms/exports/exports.queries';
import { exportJobs } from '../../apps/api/src/modules/oms/exports/exports.table';
import { writeExportFile } from '../../apps/api/src/modules/oms/exports/write-export';
import { API_NODE_FLAGS } from '../lib/api-server';
import { recreateDatabase } from '../lib/postgres';

const url =
  process.env.BENCH_EXPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_bench_exports';
// Smallest first: the warm-up and the bound are the first size's.
const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '20000,200000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx').split(',') as ExportFormat[];
const self = fileURLToPath(import.meta.url);
/** The slowest a CSV export may be: 0.3 of PostgreSQL's own COPY of the same rows. */
const MIN_CSV_TO_COPY = 0.3;

async function load() {
  await recreateDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into users (name, phone, email, password_hash) values ('Bench', '01799999998', 'bx@merchant.test', 'x')`,
  );
  await client.query(
    `insert into merchants (owner_user_id, name, city) select 1, 'Export Bench ' || m, 'Dhaka' from generate_series(1, ${SIZES.length}) m`,
  );
  await client.query(
    `insert into shops (merchant_id, name, slug) select m, 'Shop ' || m, 'shop-' || m from generate_series(1, ${SIZES.length}) m`,
  );
  // Merchant m has SIZES[m-1] orders; Bangla names, commas and quotes exercise the CSV writer.
  for (const [i, size] of SIZES.entries()) {
    const m = i + 1;
    await client.query(
      `insert into orders (merchant_id, shop_id, order_number, stage, order_type, customer_name,
         customer_phone, delivery_address, delivery_area, delivery_city, delivery_postal_code,
         subtotal, delivery_charge, total, cod_amount, item_count, created_at, updated_at, stage_changed_at)
       select ${m}, ${m}, 'ORD-X${m}-' || lpad(g::text, 7, '0'),
         (array['placed','confirmed','dispatched','delivered','cancelled'])[1 + g % 5],
         case when g % 5 = 0 then 'B2B' else 'COD' end,
         case when g % 3 = 0 then 'রহিম উদ্দিন ' || g else 'Karim "K", ' || g end,
         '017' || lpad(g::text, 8, '0'), 'House ' || (g % 120) || ', Road ' || (g % 30),
         'Dhanmondi', 'Dhaka', '1209', 500 + g % 50, 60, 560 + g % 50, 560 + g % 50, 1,
         now() - g * interval '7 seconds', now(), now()
       from generate_series(1, ${size}) g`,
    );
  }
  // One or two items per order, as the file lists them (`SKU x qty`).
  await client.query(
    `insert into catalogue_products (name, category) values ('Bench tee', 'Fashion')`,
  );
  await client.query(
    `insert into shop_products (merchant_id, shop_id, catalogue_product_id, name, sku, price, stock)
     select m, m, 1, 'Bench tee', 'TEE-' || m, 500, 1000 from generate_series(1, ${SIZES.length}) m`,
  );
  await client.query(
    `insert into order_items (order_id, shop_product_id, name, sku, unit_price, quantity, line_total)
     select o.id, o.merchant_id, 'Bench tee', 'TEE-' || o.merchant_id, 500, q, 500 * q
     from orders o, generate_series(1, 1 + o.id % 2) q`,
  );
  await client.query(
    `update orders o set item_list = (select string_agg(i.sku || ' x ' || i.quantity, ', ' order by i.id)
     from order_items i where i.order_id = o.id)`,
  );
  await client.query('vacuum analyze');
  await client.end();
}

/** The process's peak RSS since the last reset (the kernel's high-water mark, Linux). */
const peakRss = () =>
  Number(/^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024;
/** Starts the high-water mark again from the current RSS (proc(5), clear_refs). */
const resetPeakRss = () => fs.writeFileSync('/proc/self/clear_refs', '5');

type ExportRun = { rows: number; ms: number; baseline: number; peak: number; bytes: number };

/** One export in this process: the worker's code path from claim to the finished file. */
async function exportOnce(merchantId: number, format: ExportFormat): Promise<ExportRun> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-export-'));
  const storage = new LocalFileStorage(dir);
  const queued = await insertExportJob(database.db, {
    merchantId,
    userId: 1,
    kind: 'orders',
    format,
    language: 'en',
    fileName: `bench.${format}`,
    filters: {},
  });
  const job = await claimNextJob(database.db, 'bench', 60, 3);
  if (!job || job.id !== queued.id) throw new Error('could not claim the bench job');
  const sliceRows = Number(process.env.BENCH_SLICE_ROWS ?? DEFAULT_EXPORT_WORKER.sliceRows);
  global.gc?.();
  resetPeakRss();
  const baseline = process.memoryUsage().rss;
  const started = process.hrtime.bigint();
  await writeExportFile(
    { database, storage, workerId: 'bench', sliceRows, progressMs: 1_000 },
    job,
  );
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const peak = peakRss();
  const [done] = await database.db
    .select({ row_count: exportJobs.rowCount })
    .from(exportJobs)
    .where(eq(exportJobs.id, job.id));
  const bytes = fs.statSync(
    path.join(dir, `merchants/${merchantId}/exports/${job.id}-bench.${format}`),
  ).size;
  fs.rmSync(dir, { recursive: true, force: true });
  await database.close();
  return { rows: done?.row_count ?? 0, ms, baseline, peak, bytes };
}

/**
 * PostgreSQL's own COPY of the same rows, in the same order, through psql to /dev/null: the
 * file's values (Dhaka times, stages in words, mobile numbers as 01712-345678) as
 * plain SQL, without the CSV rule that neutralises formulas.
 */
function copyOnce(merchantId: number) {
  const stageWords = `case o.stage ${orderStages
    .map((stage) => `when '${stage}' then '${stageLabels.en[stage]}'`)
    .join(' ')} end`;
  const dhaka = (column: string) =>
    `to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM-DD HH24:MI')`;
  const query =
    `select o.order_number, ${dhaka('o.created_at')}, ${stageWords}, o.order_type, s.name,
    o.customer_name, case when o.customer_phone ~ '^0[0-9]{10}$'
      then left(o.customer_phone, 5) || '-' || substr(o.customer_phone, 6) else o.customer_phone end,
    o.delivery_address, o.delivery_area, o.delivery_city, o.delivery_postal_code,
    o.item_list,
    o.item_count, o.subtotal, o.delivery_charge, o.discount, o.total, o.cod_amount,
    o.delivery_charge_payment_status, o.payment_proof_status, c.name, o.tracking_number,
    ${dhaka('o.invoice_printed_at')}
    from orders o join shops s on s.id = o.shop_id left join couriers c on c.id = o.courier_id
    where o.merchant_id = ${merchantId}
    order by o.created_at desc, o.id desc`.replace(/\s+/g, ' ');
  const started = process.hrtime.bigint();
  execFileSync(
    'psql',
    ['-X', '-q', url, '-c', `\\copy (${query}) to '/dev/null' with (format csv, header)`],
    // The API's connections run without JIT (db/client.ts): the same for its yardstick.
    { env: { ...process.env, PGOPTIONS: '-c jit=off' } },
  );
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** One export in a fresh node with the API's flags; `warm` exports the first size before. */
function exportInChild(merchantId: number, format: ExportFormat, state: 'cold' | 'warm') {
  const child = spawnSync(
    process.execPath,
    [
      ...API_NODE_FLAGS,
      '--expose-gc',
      '--import',
      'tsx',
      self,
      '--child',
      String(merchantId),
      format,
      state,
    ],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as ExportRun;
}

if (process.argv[2] === '--child') {
  const [merchantId, format, warm] = [
    Number(process.argv[3]),
    process.argv[4] as ExportFormat,
    process.argv[5] === 'warm',
  ];
  // The API is a long-lived process: a warm run measures an export after one export of the
  // first size's merchant, as a process that has worked, not V8's first heap growth after start.
  if (warm) await exportOnce(1, format);
  console.log(JSON.stringify(await exportOnce(merchantId, format)));
} else {
  const loadAverage = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`load average before: ${loadAverage()}`);
  const t0 = Date.now();
  await load();
  console.log(`loaded ${SIZES.join(' + ')} orders in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const lines = [
    '| format | rows | export ms | export rows/s | COPY ms | COPY rows/s | export/COPY | cold: RSS before MB | cold: peak RSS MB | warm: RSS before MB | warm: peak RSS MB | file MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const warmPeaks: Partial<Record<ExportFormat, number[]>> = {};
  const csvRatios: number[] = [];
  for (const [i, size] of SIZES.entries()) {
    copyOnce(i + 1); // warm the cache for both sides
    const copyMs = Math.min(copyOnce(i + 1), copyOnce(i + 1));
    for (const format of FORMATS) {
      const cold = exportInChild(i + 1, format, 'cold');
      const warm = exportInChild(i + 1, format, 'warm');
      for (const run of [cold, warm]) {
        if (run.rows !== size) throw new Error(`exported ${run.rows} rows, expected ${size}`);
      }
      const best = cold.ms <= warm.ms ? cold : warm;
      const rate = (ms: number) => Math.round((size / ms) * 1000).toLocaleString('en');
      lines.push(
        `| ${format} | ${size.toLocaleString('en')} | ${best.ms.toFixed(0)} | ${rate(best.ms)} | ${copyMs.toFixed(0)} | ${rate(copyMs)} | ${(copyMs / best.ms).toFixed(2)} | ${mb(cold.baseline)} | ${mb(cold.peak)} | ${mb(warm.baseline)} | ${mb(warm.peak)} | ${mb(best.bytes)} |`,
      );
      warmPeaks[format] = [...(warmPeaks[format] ?? []), warm.peak];
      if (format === 'csv') csvRatios.push(Number((copyMs / best.ms).toFixed(2)));
    }
  }
  console.log(lines.join('\n'));
  console.log(`load average after: ${loadAverage()}`);
  // The bound (#22 item 11): an export's memory does not grow with its rows.
  const outOfBound = Object.entries(warmPeaks).filter(
    ([, peaks]) => Math.max(...peaks) > peaks[0]! * 1.15,
  );
  for (const [format, peaks] of outOfBound) {
    console.error(
      `${format}: warm peak RSS ${peaks.map(mb).join(' → ')} MB, over 15% above the smallest`,
    );
  }
  const slowCsv = csvRatios.filter((ratio) => ratio < MIN_CSV_TO_COPY);
  if (slowCsv.length > 0) {
    console.error(`csv: ${slowCsv.join(', ')} of COPY's rate, under ${MIN_CSV_TO_COPY}`);
  }
  if (outOfBound.length > 0 || slowCsv.length > 0) process.exitCode = 1;
}
