/**
 * Hostile stock files against the rest of the merchants, A/B in one run: this checkout's API and
 * another's (the commit before the change) on one PostgreSQL database. The small merchant sends
 * each hostile file of `hostileFiles` to the bulk stock route while the big merchant (200,000
 * orders) lists its orders one request after another; figures per file: the upload's answer and
 * time, and the big merchant's list p95 and worst while it is answered, against its quiet p95. A process
 * that dies is started again for the next file. Each side gets the file as its route takes it:
 * base64 in JSON before, the bytes themselves now. Bound: during every file the list's p95
 * under 100 ms and at most twice its quiet p95; every file answered 4xx within 5 s.
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm install)
 *   HOSTILE_BEFORE=/tmp/before node --import tsx bench/hostile-files/run.ts   # writes last-run.md
 *   HOSTILE_ONLY=control,millionsOfSharedStrings ...                          # a few files only
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { typeScriptWorker } from '../../apps/api/src/lib/typescript-worker';
import { hostileFiles } from '../../apps/api/test/support/hostile-files.testing';
import { freshBenchDatabase, PASSWORD, TENANTS } from '../big-merchant/data';
import { logIn, repoRoot, shortCommitOf, startApiServer, stopProcess } from '../lib/api-server';
import { figures } from '../lib/latency';
import type { UploadAnswer, UploadJob } from './uploader';

const BEFORE = process.env.HOSTILE_BEFORE;
const DATABASE_URL =
  process.env.HOSTILE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_hostile';
const PORT = Number(process.env.HOSTILE_PORT ?? 3946);
const BASE = `http://127.0.0.1:${PORT}`;
/** The longest a side may take to answer one file; the old reader took up to a minute. */
const UPLOAD_WAIT_MS = 90_000;
const LIST_TIMEOUT_MS = 10_000;
const QUIET_REQUESTS = 200;
/**
 * Each file is sent again, a pause after each answer, for this long (at least once), so the
 * list's p95 during it rests on enough calls even when the file is refused in milliseconds.
 */
const SENDING_MS = Number(process.env.HOSTILE_SENDING_MS ?? 6_000);
const PAUSE_MS = 200;
const BIG = 1;
const SMALL = 2;
const FORMATS: Record<keyof typeof hostileFiles, 'csv' | 'xlsx'> = {
  millionsOfRows: 'xlsx',
  hugeSharedString: 'xlsx',
  millionsOfSharedStrings: 'xlsx',
  zipBomb: 'xlsx',
  lyingZipBomb: 'xlsx',
  oneEndlessRow: 'xlsx',
  thousandsOfParts: 'xlsx',
  farRow: 'xlsx',
  millionCsvRows: 'csv',
  endlessCsvCell: 'csv',
  manySharedStrings: 'xlsx',
  oneTextEverywhere: 'xlsx',
  nulInCell: 'csv',
};
if (!BEFORE) throw new Error('HOSTILE_BEFORE must name the checkout to compare against');

await freshBenchDatabase(DATABASE_URL, { orders: 200_000, products: 1_000, issues: 100 });

/**
 * How a side's route takes a file: `json`, base64 in a JSON body (the commit before); `binary`,
 * the bytes themselves with the format and apply in the query (this checkout).
 */
type Wire = 'json' | 'binary';
type Request = { query: string; contentType: string; body: Uint8Array<ArrayBuffer> };
const requestOf = (wire: Wire, format: string, file: Buffer, apply: string): Request =>
  wire === 'binary'
    ? {
        query: `?${new URLSearchParams({ format, apply })}`,
        contentType: 'application/octet-stream',
        body: new Uint8Array(file),
      }
    : {
        query: '',
        contentType: 'application/json',
        body: new TextEncoder().encode(
          JSON.stringify({
            format,
            contentBase64: file.toString('base64'),
            apply: apply === 'false' ? false : apply,
          }),
        ),
      };
/** A comma-separated subset of the files (and `control`) to send, to look at a few again. */
const ONLY = process.env.HOSTILE_ONLY?.split(',');
const files = new Map<string, { format: string; file: Buffer; apply: string }>();
for (const name of Object.keys(FORMATS) as (keyof typeof hostileFiles)[]) {
  files.set(name, { format: FORMATS[name], file: await hostileFiles[name](), apply: 'false' });
}
/**
 * The control: the largest file above with `apply` not a flag, refused by the route's schema
 * (no file is read), so the cost of receiving a body that size stands apart from the reader's.
 */
const CONTROL = 'control (largest body, refused by its schema)';
const largest = [...files.values()].reduce((a, b) => (b.file.length > a.file.length ? b : a));
files.set(CONTROL, { ...largest, apply: 'not-a-flag' });
for (const name of files.keys()) {
  if (ONLY && !ONLY.includes(name === CONTROL ? 'control' : name)) files.delete(name);
}
const requests = new Map(
  (['json', 'binary'] as const).flatMap((wire) =>
    [...files].map(([name, { format, file, apply }]) => [
      `${wire} ${name}`,
      requestOf(wire, format, file, apply),
    ]),
  ),
);

type Tokens = { big: string; small: string };
/** Times on the clock the uploader's thread shares (see uploader.ts). */
const now = () => performance.timeOrigin + performance.now();
const listOnce = async (token: string) => {
  const started = now();
  const response = await fetch(`${BASE}/api/v1/oms/merchant-orders?page=1&limit=20`, {
    headers: { authorization: `Bearer ${token}`, 'x-merchant-id': String(BIG) },
    signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
  }).catch(() => undefined);
  if (response) await response.arrayBuffer().catch(() => undefined);
  const ended = now();
  return { started, ended, ms: ended - started, ok: response?.ok === true };
};

/** Sends one file from its own thread (uploader.ts) until `SENDING_MS` have passed. */
async function upload(token: string, name: string, wire: Wire): Promise<UploadAnswer[]> {
  const request = requests.get(`${wire} ${name}`)!;
  const job: UploadJob = {
    url: `${BASE}/api/v1/cms/merchant/shop-products/bulk-update${request.query}`,
    token,
    merchantId: SMALL,
    contentType: request.contentType,
    body: request.body,
    sendingMs: SENDING_MS,
    pauseMs: PAUSE_MS,
    waitMs: UPLOAD_WAIT_MS,
  };
  const worker = typeScriptWorker(new URL('./uploader.ts', import.meta.url), { workerData: job });
  const [answers] = (await once(worker, 'message')) as [UploadAnswer[]];
  await worker.terminate();
  return answers;
}

async function side(label: string, checkout: string, wire: Wire) {
  let server: ChildProcess | undefined;
  let tokens: Tokens | undefined;
  const start = async () => {
    server = await startApiServer({
      databaseUrl: DATABASE_URL,
      port: PORT,
      poolSize: 10,
      dataDir: os.tmpdir(),
      checkout,
      // The bench signs in after every restart: the login throttle is not what is measured.
      env: { ADDRESS_MAX_ATTEMPTS: '100000' },
    });
    tokens = {
      big: (await logIn(BASE, TENANTS[0].phone, PASSWORD)).idToken,
      small: (await logIn(BASE, TENANTS[1].phone, PASSWORD)).idToken,
    };
  };
  const rows: string[] = [];
  const outcome = { worstP95: 0, worstRatio: 0, refusedAll: true, slowestMs: 0 };
  try {
    await start();
    for (const name of files.keys()) {
      if (server?.exitCode !== null || server?.signalCode !== null) await start();
      const quiet: number[] = [];
      for (let i = 0; i < QUIET_REQUESTS; i++) quiet.push((await listOnce(tokens!.big)).ms);
      const quietP95 = figures(quiet.slice(QUIET_REQUESTS / 2), 1, 0).p95;
      let uploading = true;
      const calls: Awaited<ReturnType<typeof listOnce>>[] = [];
      const lister = (async () => {
        while (uploading) calls.push(await listOnce(tokens!.big));
      })();
      const answers = await upload(tokens!.small, name, wire);
      uploading = false;
      await lister;
      // The list calls that were under way while a file was being answered.
      const overlapping = calls.filter((call) =>
        answers.some((answer) => call.started < answer.ended && call.ended > answer.started),
      );
      const during = overlapping.map((call) => call.ms);
      const failed = overlapping.filter((call) => !call.ok).length;
      const result = answers.reduce((slowest, answer) =>
        answer.ms > slowest.ms ? answer : slowest,
      );
      const died = server!.exitCode !== null || server!.signalCode !== null;
      // A side still busy with a file it never answered is stopped, so the next file meets a
      // fresh process instead of this one's end.
      if (!result.status) await stopProcess(server!);
      const { p95 } = figures(during, 1, failed);
      const worst = Math.max(...during);
      if (name !== CONTROL) {
        outcome.worstP95 = Math.max(outcome.worstP95, p95);
        outcome.worstRatio = Math.max(outcome.worstRatio, p95 / quietP95);
        outcome.slowestMs = Math.max(outcome.slowestMs, result.ms);
      }
      if (
        !answers.every((answer) => answer.status && answer.status >= 400 && answer.status < 500)
      ) {
        outcome.refusedAll = false;
      }
      rows.push(
        `| ${label} | ${name} | ${result.answer.slice(0, 60)} | ${answers.length} | ${(result.ms / 1000).toFixed(1)} | ${quietP95.toFixed(1)} | ${p95.toFixed(1)} | ${worst.toFixed(0)} | ${during.length} | ${failed} | ${died ? 'died' : result.status ? 'alive' : 'stopped'} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    if (server) await stopProcess(server);
  }
  return { rows, outcome };
}

const before = await side('before', BEFORE, 'json');
const after = await side('after', repoRoot, 'binary');
const { outcome } = after;
const report = `# Hostile files benchmark: last run

${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)}; PostgreSQL; the small
merchant sends each file for a preview while the big merchant (200,000 orders) lists page 1 of its
orders one request after another. before = ${shortCommitOf(BEFORE)}, after = ${shortCommitOf(repoRoot)} and the working tree. Each file is sent
again ${PAUSE_MS} ms after each answer for ${SENDING_MS / 1000} s (once when it got no answer in ${UPLOAD_WAIT_MS / 1000} s); "sent"
counts them. "during": the list calls under way while a file was being answered. Times in ms
except the answer's; "list p95 quiet" is the same list just before.

| side | file | answer | sent | slowest answer s | list p95 quiet | list p95 during | list worst | lists during | lists failed | process |
|---|---|---|---|---|---|---|---|---|---|---|
${[...before.rows, ...after.rows].join('\n')}

After: worst list p95 during a file ${outcome.worstP95.toFixed(1)} ms (bound 100), at most
${outcome.worstRatio.toFixed(2)}x its quiet p95 (bound 2x); slowest answer ${(outcome.slowestMs / 1000).toFixed(1)} s (bound 5 s).
`;
fs.writeFileSync(path.join(repoRoot, 'bench/hostile-files/last-run.md'), report);
console.log(report);
if (
  outcome.worstP95 >= 100 ||
  outcome.worstRatio > 2 ||
  outcome.slowestMs >= 5_000 ||
  !outcome.refusedAll
) {
  console.error('out of bounds');
  process.exitCode = 1;
}
