/**
 * A rolling restart of two API processes behind nginx (deploy/nginx.conf.template), under the
 * mixed load and with live event streams open, as docs/production.md tells an operator to do it:
 * for each process in turn, take it out of the upstream (a reload: nginx's old workers finish
 * what they hold), stop it (SIGTERM: it finishes its requests and ends its streams), start it
 * again, put it back. nginx has no active health checks and never retries a POST on another
 * process, so the drain must come first.
 *
 * Counted: every request of the load (an answer other than 2xx, or a 409 of a confirm that lost a
 * race, is a failure, as is a socket error); every stream (reconnecting as the panel does, after
 * the server's retry, with Last-Event-ID): how long it was down each time, and whether it heard
 * every event committed meanwhile (compared with merchant_events). PostgreSQL, demo data.
 *
 *   npm run build && node --import tsx bench/scale-out/rolling-restart.ts   # ~1 min
 *
 * BENCH_ROLLING_PROTOCOL=http2 runs the load as a browser sends it: TLS and HTTP/2 to nginx (a
 * self-signed certificate), one connection, requests multiplexed (mixed-load.ts); the streams
 * over HTTPS. Writes last-run-rolling-http2.md.
 *
 * Settings: BENCH_ROLLING_DATABASE_URL (…/mp_bench_rolling, recreated), BENCH_CONNECTIONS (10),
 * BENCH_ROLLING_STREAMS (6), BENCH_ROLLING_PORT (3950: nginx; the APIs take the next two).
 * Writes bench/scale-out/last-run-rolling.md.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { LIVE_EVENT_NAMES } from '@mp/contract/ums/events';
import { createParser } from 'eventsource-parser';
import pg from 'pg';
import {
  nginxVersion,
  onThisHost,
  selfSignedCertificate,
  startNginx,
  upstreamPort,
} from '../../deploy/nginx';
import { logIn, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { recreateDatabase } from '../lib/postgres';
import { benchConnections } from '../orders/settings';
import { buildPlan, runMixedLoad, runMixedLoadOverHttp2 } from './mixed-load';

const DATABASE_URL =
  process.env.BENCH_ROLLING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_bench_rolling';
const CONNECTIONS = benchConnections();
const STREAMS = Number(process.env.BENCH_ROLLING_STREAMS ?? 6);
const NGINX_PORT = Number(process.env.BENCH_ROLLING_PORT ?? 3950);
const API_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const HTTP2 = process.env.BENCH_ROLLING_PROTOCOL === 'http2';
const BASE = `${HTTP2 ? 'https' : 'http'}://127.0.0.1:${NGINX_PORT}`;
/** The demo login (apps/api/src/db/seed/demo-accounts.ts). */
const DEMO = { phone: '01700000001', password: 'Demo@1234' };
/** Load before, between and after the two restarts. */
const SETTLE_MS = 8_000;

type Stream = {
  heard: Set<number>;
  /** How long it was down, each time it dropped: from its end to its next `ready`. */
  gaps: number[];
  resyncs: number;
  /** The process each of its connections landed on. */
  servedBy: string[];
  close(): void;
};

/**
 * A stream as the panel keeps it (lib/live-events.ts, the browser's EventSource): when it ends it
 * waits the server's `retry`, then reconnects with the last id it heard.
 */
function keepStream(token: string): Promise<Stream> {
  const stream: Stream = { heard: new Set(), gaps: [], resyncs: 0, servedBy: [], close: () => {} };
  let lastId: string | undefined;
  let retryMs = 2_000;
  let downSince: number | undefined;
  let closed = false;
  let request: http.ClientRequest | undefined;
  return new Promise((resolve) => {
    const connect = () => {
      // Each connection ends once, whether by 'end', 'error' or an answer other than 200.
      let over = false;
      const lost = () => {
        if (closed || over) return;
        over = true;
        downSince ??= Date.now();
        setTimeout(connect, retryMs);
      };
      const parser = createParser({
        onEvent(message) {
          if (message.id) lastId = message.id;
          if (message.event === LIVE_EVENT_NAMES.ready) resolve(stream);
          if (message.event === LIVE_EVENT_NAMES.resync) stream.resyncs += 1;
          if (message.event === LIVE_EVENT_NAMES.change) {
            stream.heard.add((JSON.parse(message.data) as { id: number }).id);
          }
        },
        onRetry: (ms) => {
          retryMs = ms;
        },
      });
      request = (HTTP2 ? https : http).get(
        `${BASE}/api/v1/ums/events`,
        {
          rejectUnauthorized: false,
          headers: {
            authorization: `Bearer ${token}`,
            ...(lastId ? { 'last-event-id': lastId } : {}),
          },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            lost();
            return;
          }
          // Up again: a resumed stream replays what it missed before anything new.
          if (downSince !== undefined) stream.gaps.push(Date.now() - downSince);
          downSince = undefined;
          stream.servedBy.push(upstreamPort(String(response.headers['x-upstream-addr'])) ?? '?');
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => parser.feed(chunk));
          response.on('end', lost);
          response.on('error', lost);
        },
      );
      request.on('error', lost);
    };
    stream.close = () => {
      closed = true;
      request?.destroy();
    };
    connect();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  await recreateDatabase(DATABASE_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-rolling-'));
  const startApi = (port: number) =>
    startApiServer({
      databaseUrl: DATABASE_URL,
      port,
      poolSize: CONNECTIONS,
      dataDir,
      env: { TRUST_PROXY_HOPS: '1' },
    });
  // The first process migrates and seeds the empty database; then the second joins.
  const apis: ChildProcess[] = [await startApi(API_PORTS[0]!)];
  apis.push(await startApi(API_PORTS[1]!));
  const nginx = await startNginx({
    runDir: path.join(dataDir, 'nginx'),
    listen: HTTP2 ? `127.0.0.1:${NGINX_PORT} ssl http2` : `127.0.0.1:${NGINX_PORT}`,
    upstreams: onThisHost(API_PORTS),
    revealUpstream: true,
    ...(HTTP2 ? { tls: selfSignedCertificate(dataDir) } : {}),
  });
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const steps: string[] = [];
  const began = Date.now();
  const step = (text: string, since: number) => {
    steps.push(
      `${text}: ${Date.now() - since} ms (at ${((Date.now() - began) / 1000).toFixed(1)} s)`,
    );
    console.log(steps.at(-1));
  };
  try {
    // Signed in at a process directly: Node's fetch would refuse the self-signed certificate.
    const { idToken } = await logIn(`http://127.0.0.1:${API_PORTS[0]}`, DEMO.phone, DEMO.password);
    const plan = await buildPlan(pool, DEMO.phone, 1_000);
    const { rows } = await pool.query<{ id: string }>(
      'select coalesce(max(id), 0) as id from merchant_events',
    );
    const firstEventId = Number(rows[0]!.id);
    const streams = await Promise.all(Array.from({ length: STREAMS }, () => keepStream(idToken)));
    // Events all through the run, drains included: ten a second, as the triggers of an order's
    // change write them (the load's own confirms use up the demo's placed orders at once).
    let eventsWritten = 0;
    const writer = setInterval(() => {
      const merchantId = plan.merchantIds[eventsWritten++ % plan.merchantIds.length];
      void pool.query(`insert into merchant_events (merchant_id, topic) values ($1, 'orders')`, [
        merchantId,
      ]);
    }, 100);

    const seconds = Math.ceil((3 * SETTLE_MS) / 1000) + 20;
    const load = (HTTP2 ? runMixedLoadOverHttp2 : runMixedLoad)({
      url: BASE,
      token: idToken,
      plan,
      connections: CONNECTIONS,
      seconds,
    });
    await sleep(SETTLE_MS);
    for (const [index, port] of API_PORTS.entries()) {
      const name = `process ${index + 1} (${port})`;
      let since = Date.now();
      await nginx.setUpstreams(onThisHost(API_PORTS.filter((other) => other !== port)));
      step(`${name} taken out of the upstream (nginx reload)`, since);
      since = Date.now();
      await stopProcess(apis[index]!);
      step(`${name} stopped (SIGTERM: its requests finished, its streams ended)`, since);
      since = Date.now();
      apis[index] = await startApi(port);
      step(`${name} started again and ready`, since);
      since = Date.now();
      await nginx.setUpstreams(onThisHost(API_PORTS));
      step(`${name} back in the upstream`, since);
      await sleep(SETTLE_MS);
    }
    const result = await load;
    clearInterval(writer);
    // The last events reach the streams.
    await sleep(1_000);
    for (const stream of streams) stream.close();
    const committed = await pool.query<{ id: string }>(
      `select id from merchant_events where id > $1 and merchant_id = any($2) order by id`,
      [firstEventId, plan.merchantIds],
    );
    const ids = committed.rows.map((row) => Number(row.id));

    const failures = result.reads.failures + result.actions.failures + result.socketErrors;
    // What nginx itself answered: a lost request shows here as a 502 or 504 (or 499).
    const logged = new Map<string, number>();
    for (const line of fs.readFileSync(nginx.accessLog, 'utf8').split('\n')) {
      if (!line) continue;
      const { status } = JSON.parse(line) as { status: number };
      logged.set(String(status), (logged.get(String(status)) ?? 0) + 1);
    }
    const nginxStatuses = [...logged.entries()]
      .sort()
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    const lines = [
      `# Rolling restart behind nginx (${new Date().toISOString().slice(0, 16)} UTC)`,
      '',
      `Two API processes on PostgreSQL (demo data) behind ${nginxVersion()} (Debian), the load over ${HTTP2 ? 'TLS and HTTP/2 (one connection, as a browser)' : 'HTTP/1.1 (autocannon)'}, ${CONNECTIONS} requests at a time of mixed load for ${result.seconds} s, ${STREAMS} live streams; each process in turn drained, stopped, started and put back.`,
      '',
      ...steps.map((line) => `- ${line}`),
      '',
      `nginx's access log: ${nginxStatuses}.`,
      ...('resent' in result
        ? [
            `Requests nginx refused unread when a connection retired (GOAWAY), sent again as a browser does: ${result.resent}.`,
          ]
        : []),
      `Socket errors of the load: ${result.socketErrorLog.map((error) => `${error.code} at ${((error.at - began) / 1000).toFixed(1)} s`).join(', ') || 'none'}.`,
      '',
      '| requests | req/s | failed (non-2xx, socket errors) | 409 lost races | reads p95 / p99 ms | actions p95 / p99 ms | served by |',
      '|---|---|---|---|---|---|---|',
      `| ${result.requests} | ${result.rps.toFixed(0)} | ${failures} (${JSON.stringify(result.unexpected)}, ${result.socketErrors}) | ${result.conflicts} | ${result.reads.p95.toFixed(1)} / ${result.reads.p99.toFixed(1)} | ${result.actions.p95.toFixed(1)} / ${result.actions.p99.toFixed(1)} | ${Object.entries(
        result.servedBy,
      )
        .map(([port, n]) => `${port}: ${n}`)
        .join(', ')} |`,
      '',
      '| stream | reconnects | longest time down ms | events committed / heard / missed | resyncs | processes, in turn |',
      '|---|---|---|---|---|---|',
      ...streams.map((stream, index) => {
        const missed = ids.filter((id) => !stream.heard.has(id)).length;
        const longest = stream.gaps.length ? Math.max(...stream.gaps) : 0;
        return `| ${index + 1} | ${stream.gaps.length} | ${longest} | ${ids.length} / ${stream.heard.size} / ${missed} | ${stream.resyncs} | ${stream.servedBy.join(' → ')} |`;
      }),
    ];
    fs.writeFileSync(
      path.join(repoRoot, `bench/scale-out/last-run-rolling${HTTP2 ? '-http2' : ''}.md`),
      `${lines.join('\n')}\n`,
    );
    console.log(lines.join('\n'));

    // The bounds (#27 item 3): no request lost, no event missed, no stream down longer than its
    // reconnect (the server's retry, and a second to open again).
    const problems = [
      ...(failures > 0 ? [`${failures} requests failed`] : []),
      ...streams.flatMap((stream, index) => {
        const missed = ids.filter((id) => !stream.heard.has(id)).length;
        const longest = Math.max(0, ...stream.gaps);
        return [
          ...(missed > 0 ? [`stream ${index + 1} missed ${missed} events`] : []),
          ...(stream.resyncs > 0 ? [`stream ${index + 1} was told to resync`] : []),
          ...(longest > 3_000 ? [`stream ${index + 1} was down ${longest} ms`] : []),
        ];
      }),
    ];
    if (problems.length > 0) {
      console.error(`\nOut of bounds: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await pool.end();
    await nginx.stop();
    for (const api of apis) await stopProcess(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
