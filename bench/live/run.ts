/**
 * Live events (#24): from a commit to the event reaching each of 1,000 open streams on one API
 * process (p95), the memory an open stream costs that process, and with two processes sharing
 * the streams, that every event reaches every stream exactly once. PostgreSQL, demo data.
 *
 *   node --import tsx bench/live/run.ts     # ~1 min; writes bench/live/last-run.md
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createParser } from 'eventsource-parser';
import pg from 'pg';
import { logIn, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { recreateDatabase } from '../lib/postgres';

const DATABASE_URL =
  process.env.BENCH_LIVE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_bench_live';
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50);
const PORTS = [3470, 3471];
/** The demo login (apps/api/src/db/seed/demo-accounts.ts): merchant 1 is one of its three. */
const DEMO = { phone: '01700000001', password: 'Demo@1234' };
const MERCHANT_ID = 1;

type Stream = { heard: Map<number, number>; request: http.ClientRequest };

/** Opens a stream as the panel does (bearer in the header); resolves once it answered 200. */
function openStream(port: number, token: string): Promise<Stream> {
  const heard = new Map<number, number>();
  return new Promise((resolve, reject) => {
    const parser = createParser({
      onEvent(message) {
        if (message.event !== 'change') return;
        const id = Number(message.id);
        heard.set(id, (heard.get(id) ?? 0) + 1);
        arrivals.push({ id, at: performance.now() });
      },
    });
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/ums/events',
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        resolve({ heard, request });
      },
    );
    request.on('error', reject);
  });
}

const arrivals: { id: number; at: number }[] = [];
const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function medianRssKb(pid: number) {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    samples.push(rssKb(pid));
    await sleep(200);
  }
  return samples.sort((a, b) => a - b)[2]!;
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Commits one change to an order of the merchant; resolves to when the statement was sent. */
async function commitChange(db: pg.Client, orderId: number) {
  const sentAt = performance.now();
  await db.query('update orders set updated_at = now() where id = $1', [orderId]);
  return sentAt;
}

async function openStreams(ports: number[], token: string, count: number) {
  const streams: Stream[] = [];
  // In batches, as browsers come: a thousand handshakes at once only measure the accept queue.
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) =>
      openStream(ports[(i + j) % ports.length]!, token),
    );
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

async function main() {
  await recreateDatabase(DATABASE_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-live-'));
  const start = (port: number) =>
    startApiServer({
      databaseUrl: DATABASE_URL,
      port,
      poolSize: 10,
      dataDir,
      // The streams of many users, opened here by one login: its own bound would end them.
      env: { LIVE_STREAMS_PER_USER: String(STREAMS * 2) },
    });
  // The first process migrates and seeds the demo data; the second joins the same database.
  const first = await start(PORTS[0]!);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const lines: string[] = [];
  try {
    const { idToken } = await logIn(`http://127.0.0.1:${PORTS[0]}`, DEMO.phone, DEMO.password);
    const { rows } = await db.query<{ id: number }>(
      'select id from orders where merchant_id = $1 order by id limit 1',
      [MERCHANT_ID],
    );
    const orderId = rows[0]!.id;

    // One process, STREAMS streams: latency and memory. A first round of streams opened and
    // closed warms the process up (its start-up garbage collected, its buffers grown), so the
    // difference is what the open streams hold; each RSS is the median of five samples.
    const warmUp = await openStreams([PORTS[0]!], idToken, STREAMS);
    for (const stream of warmUp) stream.request.destroy();
    await sleep(3_000);
    const rssBefore = await medianRssKb(first.pid!);
    const streams = await openStreams([PORTS[0]!], idToken, STREAMS);
    await sleep(3_000);
    const rssAfter = await medianRssKb(first.pid!);
    const latencies: number[] = [];
    for (let i = 0; i < EVENTS; i++) {
      arrivals.length = 0;
      const sentAt = await commitChange(db, orderId);
      const deadline = Date.now() + 5_000;
      while (arrivals.length < STREAMS && Date.now() < deadline) await sleep(5);
      latencies.push(...arrivals.map((arrival) => arrival.at - sentAt));
      await sleep(100);
    }
    latencies.sort((a, b) => a - b);
    const delivered = latencies.length / (EVENTS * STREAMS);
    for (const stream of streams) stream.request.destroy();
    lines.push(
      `One process, ${STREAMS} open streams, ${EVENTS} commits (one every ~100 ms): ` +
        `${latencies.length} deliveries (${(delivered * 100).toFixed(1)}%), from the commit's ` +
        `statement to the event parsed by the client p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms ` +
        '(bound: p95 under 500 ms).',
      `Memory: the process's RSS ${(rssBefore / 1024).toFixed(1)} MB before the streams, ` +
        `${(rssAfter / 1024).toFixed(1)} MB with them: ${((rssAfter - rssBefore) / STREAMS).toFixed(1)} KB per open stream.`,
    );

    // Two processes, the streams split between them: every event to every stream, once.
    const second = await start(PORTS[1]!);
    try {
      const split = await openStreams(PORTS, idToken, STREAMS);
      await sleep(500);
      const ids: number[] = [];
      for (let i = 0; i < EVENTS; i++) {
        await commitChange(db, orderId);
        await sleep(20);
      }
      await sleep(2_000);
      const { rows: events } = await db.query<{ id: string }>(
        'select id from merchant_events where merchant_id = $1 order by id desc limit $2',
        [MERCHANT_ID, EVENTS],
      );
      ids.push(...events.map((row) => Number(row.id)));
      const exact = split.every((stream) => ids.every((id) => stream.heard.get(id) === 1));
      const missing = split.reduce((n, s) => n + ids.filter((id) => !s.heard.has(id)).length, 0);
      const doubled = split.reduce(
        (n, s) => n + ids.filter((id) => (s.heard.get(id) ?? 0) > 1).length,
        0,
      );
      for (const stream of split) stream.request.destroy();
      lines.push(
        `Two processes, ${STREAMS} streams alternating between them, ${EVENTS} commits 20 ms ` +
          `apart: ${exact ? 'every event reached every stream exactly once' : 'NOT exactly once'} ` +
          `(${STREAMS * EVENTS} expected deliveries, ${missing} missing, ${doubled} doubled).`,
      );
    } finally {
      await stopProcess(second);
    }
  } finally {
    await db.end();
    await stopProcess(first);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const report = [
    '# Live events: last run',
    '',
    `${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(repoRoot, 'bench/live/last-run.md'), report);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
