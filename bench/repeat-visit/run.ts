/**
 * A repeat visit of the orders list on a phone (#26 item 2): Debian's Chromium with Lighthouse's
 * mobile throttling applied through DevTools (562.5 ms request latency, 1,474.6 kbit/s down,
 * 675 kbit/s up, CPU slowed 4x) at 412x823, the built panel (run `npm run build` first) on the
 * real server with a fresh embedded database and the demo data. Largest Contentful Paint of:
 *
 * - **cold visit**: a signed-in merchant's first visit of All Orders in this browser (empty HTTP
 *   cache, no service worker, nothing persisted);
 * - **second visit**: the same list again in that browser, once the service worker has installed
 *   and the panel has kept what it showed.
 *
 * REPEAT_VISIT_RUNS browsers (default 5), the median kept. Writes bench/repeat-visit/last-run.md.
 *
 *   npm run build && node --import tsx bench/repeat-visit/run.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startApiServer, stopProcess } from '../lib/api-server';

const RUNS = Number(process.env.REPEAT_VISIT_RUNS ?? 5);
const PORT = Number(process.env.REPEAT_VISIT_PORT ?? 3945);
const BASE = `http://127.0.0.1:${PORT}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const DEMO = { username: '01700000001', password: 'Demo@1234' };
const ORDERS = `${BASE}/merchant/orders/all`;

/** Lighthouse's mobile preset, as DevTools applies it ("devtools" throttling). */
const MOBILE = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

declare global {
  interface Window {
    /** The newest Largest Contentful Paint candidate of this page load. */
    largestPaint: number;
    /** What it painted: the element's tag and the start of its text. */
    largestPaintElement: string;
    /** When the first order row was put on the page. */
    firstRowAt: number;
  }
}

function recordLargestPaint() {
  window.largestPaint = 0;
  window.largestPaintElement = '';
  window.firstRowAt = 0;
  const rows = new MutationObserver(() => {
    if (document.querySelector('[data-testid="order-row"]')) {
      window.firstRowAt = performance.now();
      rows.disconnect();
    }
  });
  rows.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
      window.largestPaint = entry.startTime;
      const { element } = entry;
      window.largestPaintElement = element
        ? `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`
        : `an element since removed (${(entry as PerformanceEntry & { size?: number }).size} px²)`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Opens the orders list throttled; its LCP once the rows show and nothing larger follows. */
async function visitThrottled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  await page.goto(ORDERS);
  await page.getByTestId('order-row').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2_000);
  const largestPaint = await page.evaluate(() => ({
    ms: window.largestPaint,
    element: window.largestPaintElement,
    rowsMs: window.firstRowAt,
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  return largestPaint;
}

/** A new browser profile, signed in on the login page (unthrottled): nothing of the list yet. */
async function signedInPage(browser: Browser) {
  const context = await browser.newContext({ viewport: MOBILE.viewport, isMobile: true });
  await context.addInitScript(recordLargestPaint);
  const page = await context.newPage();
  await page.goto(`${BASE}/auth/login`);
  await page.getByLabel('Phone or e-mail').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/merchant\/home/);
  // The first visit is of the list, not of what login fetched: the HTTP cache starts empty.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return page;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-repeat-visit-'));
  const server = await startApiServer({ port: PORT, poolSize: 4, dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  type Visit = { ms: number; element: string; rowsMs: number };
  const cold: Visit[] = [];
  const second: Visit[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await signedInPage(browser);
      cold.push(await visitThrottled(page));
      await page.evaluate(() => navigator.serviceWorker.ready);
      // The kept answers are written a second after the last change (lib/query-persistence.ts).
      await page.waitForFunction(() =>
        Object.keys(localStorage).some((key) => key.startsWith('mp-query-cache:')),
      );
      await page.waitForTimeout(1_500);
      second.push(await visitThrottled(page));
      await page.context().close();
    }
  } finally {
    await browser.close();
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const row = (name: string, runs: Visit[]) =>
    `| ${name} | ${median(runs.map((r) => r.ms)).toFixed(0)} | ${median(runs.map((r) => r.rowsMs)).toFixed(0)} | ${runs.map((r) => `${r.ms.toFixed(0)}/${r.rowsMs.toFixed(0)}`).join(', ')} | ${[...new Set(runs.map((r) => r.element))].join('; ')} |`;
  const lines = [
    `# Repeat visit of All Orders, Lighthouse mobile throttling (${new Date().toISOString().slice(0, 16)} UTC)`,
    '',
    `Largest Contentful Paint, median of ${RUNS} browsers; bound (#26 item 2): second visit under 1,000 ms.`,
    '',
    '| visit | LCP ms | rows on the page ms | each run: LCP / rows | the largest paint |',
    '|---|---|---|---|---|',
    row('Cold (first visit of the list)', cold),
    row('Second (service worker and kept answers)', second),
  ];
  fs.writeFileSync(path.join(here, 'last-run.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

await main();
