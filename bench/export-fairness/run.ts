import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { freshBenchDatabase, PASSWORD, TENANTS } from '../big-merchant/data';
import { logIn, repoRoot, shortCommitOf, startApiServer, stopProcess } from '../lib/api-server';

const BEFORE = process.env.FAIRNESS_BEFORE;
const DATABASE_URL =
  process.env.FAIRNESS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_export_fairness';
const PORT = Number(process.env.FAIRNESS_PORT ?? 3947);
const BASE = `http://127.0.0.1:${PORT}`;
const BURST = 300;
const AT_ONCE = 20;
const WAIT_MS = 120_000;
const BOUND_MS = 5_000;
const BIG = 1;
const SMALL = 2;
if (!BEFORE) throw new Error('FAIRNESS_BEFORE must name the checkout to compare against');

await freshBenchDatabase(DATABASE_URL, { orders: 200_000, products: 1_000, issues: 100 });

async function clearExports() {
  const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL, poolSize: 1 });
  await database.db.execute(sql`delete from export_jobs`);
  // The commit before has no turns table.
  await database.db.execute(sql`do $$ begin
    if to_regclass('export_turns') is not null then delete from export_turns; end if; end $$`);
  await database.close();
}

const headersOf = (token: string, merchantId: number) => ({
  authorization: `Bearer ${token}`,
  'x-merchant-id': String(merchantId),
  'content-type': 'application/json',
});

async function requestExport(token: string, merchantId: number) {
  const response = await fetch(`${BASE}/api/v1/oms/merchant-orders/export/csv`, {
    method: 'POST',
    headers: headersOf(token, merchantId),
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as { id?: number } };
}

async function statusOf(token: string, merchantId: number, id: number) {
  const response = await fetch(`${BASE}/api/v1/oms/merchant-export-histories?page=1&limit=20`, {
    headers: headersOf(token, merchantId),
  });
  const { content } = (await response.json()) as { content: { id: number; status: string }[] };
  return content.find((entry) => entry.id === id)?.status;
}

async function side(label: string, checkout: string) {
  await clearExports();
  const server = await startApiServer({
    databaseUrl: DATABASE_URL,
    port: PORT,
    poolSize: 10,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mp-fairness-')),
    checkout,
    env: { ADDRESS_MAX_ATTEMPTS: '100000' },
  });
  try {
    const big = (await logIn(BASE, TENANTS[0].phone, PASSWORD)).idToken;
    const small = (await logIn(BASE, TENANTS[1].phone, PASSWORD)).idToken;
    const statuses = new Map<number, number>();
    const burstStarted = performance.now();
    for (let sent = 0; sent < BURST; sent += AT_ONCE) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, BURST - sent) }, () => requestExport(big, BIG)),
      );
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const burstMs = performance.now() - burstStarted;
    const started = performance.now();
    const { status, body } = await requestExport(small, SMALL);
    if (status !== 202 || body.id === undefined) throw new Error(`small export: ${status}`);
    let state: string | undefined;
    while (performance.now() - started < WAIT_MS) {
      state = await statusOf(small, SMALL, body.id);
      if (state === 'done' || state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ms = performance.now() - started;
    const answers = [...statuses].map(([code, n]) => `${n} × ${code}`).join(', ');
    const result =
      state === 'done'
        ? `done in ${(ms / 1000).toFixed(1)} s`
        : `${state} after ${WAIT_MS / 1000} s`;
    console.log(`${label}: the burst ${answers} in ${(burstMs / 1000).toFixed(1)} s; ${result}`);
    return {
      label,
      answers,
      burstMs,
      result,
      doneMs: state === 'done' ? ms : Number.POSITIVE_INFINITY,
    };
  } finally {
    await stopProcess(server);
  }
}

const before = await side('before', BEFORE);
const after = await side('after', repoRoot);
const report = `# Export fairness benchmark: last run

${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)}; PostgreSQL, one API
process. The big merchant (200,000 orders) asks for ${BURST} exports of all its orders, ${AT_ONCE} at a
time; then the small merchant (1,000 orders) asks for one. before = ${shortCommitOf(BEFORE)}, after =
${shortCommitOf(repoRoot)} and the working tree.

| side | the big merchant's ${BURST} requests | the small merchant's export |
|---|---|---|
${[before, after].map((s) => `| ${s.label} | ${s.answers} in ${(s.burstMs / 1000).toFixed(1)} s | ${s.result} |`).join('\n')}

Bound: the small merchant's export done within ${BOUND_MS / 1000} s.
`;
fs.writeFileSync(path.join(repoRoot, 'bench/export-fairness/last-run.md'), report);
console.log(report);
if (!(after.doneMs < BOUND_MS)) {
  console.error('out of bounds');
  process.exitCode = 1;
}
