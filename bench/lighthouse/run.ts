/**
 * Lighthouse (performance and accessibility) on the login page, the orders list and an order's
 * detail, with Debian's Chromium, against the real server on a fresh embedded database with the
 * demo data and the built panel (run `npm run build` first).
 *
 *   node --import tsx bench/lighthouse/run.ts     # LH_RUNS=3 LH_PORT=3931 LH_PRESET=mobile|desktop
 *                                                 # LH_JSON_DIR=dir: keep every report
 *
 * Playwright starts Chromium with a DevTools port and a persistent profile, logs in there, and
 * Lighthouse then measures in the same browser, so its pages carry the session cookies and the
 * local storage of a merchant who has opened the list and an order before. Each page is measured
 * LH_RUNS times (cold HTTP cache every time) and the median run is kept. Writes
 * bench/lighthouse/last-run-<preset>.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { API_NODE_FLAGS } from '../lib/api-server';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const PORT = Number(process.env.LH_PORT ?? 3931);
const DEBUG_PORT = Number(process.env.LH_DEBUG_PORT ?? 9333);
const PRESET = process.env.LH_PRESET === 'desktop' ? 'desktop' : 'mobile';
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO = { username: '01700000001', password: 'Demo@1234' };

async function startServer(): Promise<ChildProcess> {
  const dataDir = path.join(root, '.test-data', `lighthouse-${PORT}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(
    process.execPath,
    [...API_NODE_FLAGS, '--import', 'tsx', 'apps/api/src/db/seed/demo-server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not become ready');
}

type Scores = { performance: number; accessibility: number; lcp: number; tbt: number; cls: number };

async function measure(url: string): Promise<Scores> {
  const flags: Flags = {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Keep the login (cookies) and the locale (local storage); the HTTP cache is still cleared.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
  };
  const result = await lighthouse(url, flags, PRESET === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  if (process.env.LH_JSON_DIR) {
    const name = `${PRESET}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.LH_JSON_DIR, name), JSON.stringify(result.lhr));
  }
  if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

const median = (runs: Scores[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

async function main() {
  const server = await startServer();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${DEBUG_PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
    ],
  });
  const rows: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The login page is measured signed out, the others signed in.
    const pages: { name: string; url: string }[] = [{ name: 'login', url: `${BASE}/auth/login` }];
    const loginRuns: Scores[] = [];
    for (let run = 0; run < RUNS; run += 1) loginRuns.push(await measure(pages[0]!.url));

    await page.goto(`${BASE}/auth/login`);
    await page.getByLabel('Phone or e-mail').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/merchant\/orders\/all/);
    const token = (await context.cookies()).find((c) => c.name === 'mp_access_token')?.value;
    const merchantId = (await context.cookies()).find((c) => c.name === 'mp_merchant_id')?.value;
    const list = await fetch(`${BASE}/api/v1/oms/merchant-orders?page=1&limit=2`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Merchant-Id': String(merchantId) },
    });
    const [firstOrder = 1] =
      ((await list.json()) as { content?: { id: number }[] }).content?.map((order) => order.id) ??
      [];
    const results: [string, Scores][] = [['login (`/auth/login`)', median(loginRuns)]];
    for (const [name, url] of [
      ['orders list (`/merchant/orders/all`)', `${BASE}/merchant/orders/all`],
      [`order detail (\`/merchant/order/${firstOrder}\`)`, `${BASE}/merchant/order/${firstOrder}`],
    ] as const) {
      const runs: Scores[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(url));
      results.push([name, median(runs)]);
    }
    for (const [name, s] of results) {
      const row = `| ${name} | ${s.performance} | ${s.accessibility} | ${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)} |`;
      rows.push(row);
      console.log(row);
    }
  } finally {
    await context.close();
    server.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const report = [
    `Lighthouse ${PRESET} preset, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
    '',
    '| page | performance | accessibility | LCP ms | TBT ms | CLS |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'bench', 'lighthouse', `last-run-${PRESET}.md`), report);
  console.log(report);
}

await main();
