/**
 * The mixed load: 80% reads (order list pages of random merchants, stages and pages; the stage
 * counts; order details), 20% actions (a note on an order; a confirm of a placed order), drawn
 * per request over one autocannon run, with the latencies of reads and actions kept apart.
 */

import http2 from 'node:http2';
import { orderStages } from '@mp/contract/oms/orders';
import autocannon from 'autocannon';
import type pg from 'pg';
import { upstreamPort } from '../../deploy/nginx';
import { type Figures, figures } from '../lib/latency';

const ORDERS_PATH = '/api/v1/oms/merchant-orders';
const PAGE_SIZE = 20;

type Kind = 'list' | 'counts' | 'detail' | 'note' | 'confirm';
const READS: ReadonlySet<Kind> = new Set(['list', 'counts', 'detail']);
type OrderRef = { id: number; merchantId: number };

type MixedPlan = {
  merchantIds: number[];
  /** Last page of each merchant's list per stage filter (`all` = All Orders). */
  lastPage: Map<string, number>;
  details: OrderRef[];
  /** Orders still `placed` that need no proof reason, each confirmed once (in turn, across warm-up and run). */
  placed: OrderRef[];
  nextPlaced: number;
};

/**
 * nginx closes a client's kept-alive connection after 1,000 requests (`keepalive_requests`),
 * saying so in the last answer (`Connection: close`). A browser then opens a new connection;
 * autocannon does not listen and writes its next request into the closing socket, which fails
 * (ECONNRESET). So it reconnects by itself a little before nginx would (autocannon records no
 * status for the answer it reconnects after: nginx's access log has every one).
 */
const RECONNECT_EVERY = 900;

/** Picks the parameters from the database beforehand, so that actions mostly succeed. */
export async function buildPlan(pool: pg.Pool, userPhone: string, confirms: number) {
  const { rows: merchants } = await pool.query<{ id: number }>(
    `select m.id from merchants m join users u on u.id = m.owner_user_id
     where u.phone = $1 order by m.id`,
    [userPhone],
  );
  const merchantIds = merchants.map((m) => m.id);
  const { rows: counts } = await pool.query<{ merchant_id: number; stage: string; n: string }>(
    `select merchant_id, coalesce(stage, 'all') as stage, count(*) as n from orders
     where merchant_id = any($1) group by grouping sets ((merchant_id, stage), (merchant_id))`,
    [merchantIds],
  );
  const lastPage = new Map(
    counts.map((c) => [
      `${c.merchant_id}:${c.stage}`,
      Math.max(1, Math.ceil(Number(c.n) / PAGE_SIZE)),
    ]),
  );
  const { rows: details } = await pool.query<OrderRef>(
    `select id, merchant_id as "merchantId" from orders
     where merchant_id = any($1) and id = any(
       select (random() * (select max(id) from orders))::bigint from generate_series(1, 30000))`,
    [merchantIds],
  );
  const { rows: placed } = await pool.query<OrderRef>(
    // Orders a confirm takes without a reason: COD, or B2B with a valid payment proof.
    `select id, merchant_id as "merchantId" from orders
     where stage = 'placed' and (order_type <> 'B2B' or payment_proof_status = 'valid')
       and merchant_id = any($1) order by random() limit $2`,
    [merchantIds, confirms],
  );
  return { merchantIds, lastPage, details, placed, nextPlaced: 0 } satisfies MixedPlan;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const stageFilters = ['all', ...orderStages] as const;

/** Page 1 half the time, pages 2-10 often, and now and then any page up to the last. */
function randomPage(last: number) {
  const r = Math.random();
  if (r < 0.5) return 1;
  if (r < 0.8) return Math.min(last, 2 + Math.floor(Math.random() * 9));
  return 1 + Math.floor(Math.random() * last);
}

type Call = {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  merchantId: number;
  body?: string;
  /** A confirm of an order no earlier call confirmed: a 409 then means it was sent twice. */
  firstUse?: boolean;
};

/** 80% reads (45% list, 10% counts, 45% details), 20% actions (half notes, half confirms). */
function nextCall(plan: MixedPlan, n: number): Call {
  const r = Math.random();
  if (r < 0.36) {
    const merchantId = pick(plan.merchantIds);
    const stage = pick(stageFilters);
    const page = randomPage(plan.lastPage.get(`${merchantId}:${stage}`) ?? 1);
    const filter = stage === 'all' ? '' : `stage=${stage}&`;
    return {
      kind: 'list',
      method: 'GET',
      path: `${ORDERS_PATH}?${filter}page=${page}&limit=${PAGE_SIZE}`,
      merchantId,
    };
  }
  if (r < 0.44) {
    return {
      kind: 'counts',
      method: 'GET',
      path: `${ORDERS_PATH}/stats/count`,
      merchantId: pick(plan.merchantIds),
    };
  }
  if (r < 0.8) {
    const order = pick(plan.details);
    return { kind: 'detail', method: 'GET', ...orderPath(order) };
  }
  if (r < 0.9) {
    const order = pick(plan.details);
    const { path, merchantId } = orderPath(order);
    const body = JSON.stringify({ note: `Bench note ${n}: customer asked for an evening call` });
    return { kind: 'note', method: 'POST', path: `${path}/notes`, merchantId, body };
  }
  const firstUse = plan.nextPlaced < plan.placed.length;
  const order = plan.placed[plan.nextPlaced++ % plan.placed.length]!;
  const { path, merchantId } = orderPath(order);
  return { kind: 'confirm', method: 'POST', path: `${path}/confirm`, merchantId, firstUse };
}

const orderPath = (order: OrderRef) => ({
  path: `${ORDERS_PATH}/${order.id}`,
  merchantId: order.merchantId,
});

export type MixedResult = {
  seconds: number;
  requests: number;
  rps: number;
  reads: Figures;
  actions: Figures;
  perKind: Record<Kind, number>;
  /** When each socket error came, and its code. */
  socketErrorLog: { at: number; code: string }[];
  /**
   * A confirm of an order an earlier call of the run confirmed (the plan's orders are reused):
   * expected, counted apart. A 409 on an order's first confirm is a failure.
   */
  conflicts: number;
  /** Answers other than 2xx and the expected 409s, by status. */
  unexpected: Record<string, number>;
  socketErrors: number;
  timeouts: number;
  /** Answers per upstream (nginx's X-Upstream-Addr). */
  servedBy: Record<string, number>;
};

type LoadOptions = {
  url: string;
  token: string;
  plan: MixedPlan;
  connections: number;
  seconds: number;
};

/** What a run of the load heard, answer by answer, whichever client sent it. */
function loadTally() {
  const latencies: Record<'read' | 'action', number[]> = { read: [], action: [] };
  const failures = { read: 0, action: 0 };
  const perKind: Record<Kind, number> = { list: 0, counts: 0, detail: 0, note: 0, confirm: 0 };
  const unexpected: Record<string, number> = {};
  const servedBy: Record<string, number> = {};
  const socketErrorLog: MixedResult['socketErrorLog'] = [];
  let conflicts = 0;
  return {
    answered(call: Pick<Call, 'kind' | 'firstUse'>, status: number, ms: number) {
      const type = READS.has(call.kind) ? 'read' : 'action';
      perKind[call.kind]++;
      if (status >= 200 && status < 300) latencies[type].push(ms);
      else if (status === 409 && call.kind === 'confirm' && !call.firstUse) conflicts++;
      else {
        failures[type]++;
        const key = `${call.kind} ${status}`;
        unexpected[key] = (unexpected[key] ?? 0) + 1;
      }
    },
    servedBy(address: string | undefined) {
      const port = upstreamPort(address) ?? 'direct';
      servedBy[port] = (servedBy[port] ?? 0) + 1;
    },
    failedToSend(call: Pick<Call, 'kind'> | undefined, code: string) {
      if (call) perKind[call.kind]++;
      socketErrorLog.push({ at: Date.now(), code });
    },
    result(seconds: number, socket: { errors: number; timeouts: number }): MixedResult {
      const requests = Object.values(perKind).reduce((a, b) => a + b, 0);
      return {
        seconds,
        requests,
        rps: requests / seconds,
        reads: figures(latencies.read, seconds, failures.read),
        actions: figures(latencies.action, seconds, failures.action),
        perKind,
        conflicts,
        unexpected,
        socketErrors: socket.errors,
        socketErrorLog,
        timeouts: socket.timeouts,
        servedBy,
      };
    },
  };
}

/** The request just answered: its context still holds what setupRequest put there. */
type AutocannonClient = { requestIterator: { context: { kind: Kind; firstUse?: boolean } } };

export async function runMixedLoad(options: LoadOptions): Promise<MixedResult> {
  const { plan, token } = options;
  const tally = loadTally();
  let n = 0;

  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        reconnectRate: RECONNECT_EVERY,
        requests: [
          {
            setupRequest: (request: object, context: { kind?: Kind; firstUse?: boolean }) => {
              const call = nextCall(plan, n++);
              context.kind = call.kind;
              context.firstUse = call.firstUse;
              const headers: Record<string, string> = {
                authorization: `Bearer ${token}`,
                'x-merchant-id': String(call.merchantId),
              };
              if (call.body) headers['content-type'] = 'application/json';
              return { ...request, method: call.method, path: call.path, headers, body: call.body };
            },
            onResponse: (_status: number, _body: string, _context: object, headers: object) => {
              // autocannon keeps the names as sent: nginx writes X-Upstream-Addr.
              tally.servedBy(
                Object.entries(headers as Record<string, string>).find(
                  ([name]) => name.toLowerCase() === 'x-upstream-addr',
                )?.[1],
              );
            },
          },
        ],
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('reqError', (error: Error & { code?: string }) => {
      tally.failedToSend(undefined, error.code ?? error.message);
    });
    instance.on(
      'response',
      (client: AutocannonClient, status: number, _bytes: number, ms: number) => {
        tally.answered(client.requestIterator.context, status, ms);
      },
    );
  });
  return tally.result(options.seconds, result);
}

/**
 * The same mixed load as a browser sends it to nginx over TLS: one HTTP/2 connection, the
 * requests multiplexed on it (`connections` at a time). When nginx retires the connection
 * (GOAWAY, on a reload) the next requests go on a new one; a request the server refused unread
 * (REFUSED_STREAM: above the GOAWAY's last stream) is sent again, as browsers do (RFC 9113
 * 8.7). Any other failure counts.
 */
export async function runMixedLoadOverHttp2(
  options: LoadOptions,
): Promise<MixedResult & { resent: number }> {
  const { plan, token } = options;
  const tally = loadTally();
  let resent = 0;
  let n = 0;

  let finished = false;
  const connect = () => {
    const fresh = http2.connect(options.url, { rejectUnauthorized: false });
    const retire = () => {
      if (session === fresh && !finished) session = connect();
    };
    fresh.on('goaway', retire);
    fresh.on('error', retire);
    fresh.on('close', retire);
    return fresh;
  };
  let session = connect();

  type Answer = { status: number; upstream: string | undefined } | { error: string };
  const send = (call: Call): Promise<Answer> =>
    new Promise((resolve) => {
      let request: http2.ClientHttp2Stream;
      try {
        request = session.request({
          ':method': call.method,
          ':path': call.path,
          authorization: `Bearer ${token}`,
          'x-merchant-id': String(call.merchantId),
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        });
      } catch {
        // The session is closing (GOAWAY came): nothing was sent.
        resolve({ error: 'REFUSED_STREAM' });
        return;
      }
      let status = 0;
      let upstream: string | undefined;
      request.on('response', (headers) => {
        status = Number(headers[':status']);
        upstream = headers['x-upstream-addr'] as string | undefined;
      });
      request.on('data', () => {});
      request.on('end', () => resolve({ status, upstream }));
      request.on('error', (error: Error & { code?: string }) => {
        const refused = request.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM;
        resolve({ error: refused ? 'REFUSED_STREAM' : (error.code ?? error.message) });
      });
      request.end(call.body);
    });

  const deadline = Date.now() + options.seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const call = nextCall(plan, n++);
      const started = performance.now();
      let answer = await send(call);
      for (
        let attempt = 0;
        'error' in answer && answer.error === 'REFUSED_STREAM' && attempt < 3;
        attempt++
      ) {
        resent++;
        answer = await send(call);
      }
      if ('error' in answer) {
        tally.failedToSend(call, answer.error);
        continue;
      }
      tally.servedBy(answer.upstream);
      tally.answered(call, answer.status, performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  finished = true;
  session.close();
  const result = tally.result(options.seconds, { errors: 0, timeouts: 0 });
  return { ...result, socketErrors: result.socketErrorLog.length, resent };
}
