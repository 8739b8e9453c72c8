import type pg from 'pg';
import type { Logger } from 'pino';

/** How long the API waits on PostgreSQL before it answers 503 instead of hanging. */
export type DatabaseTimeouts = {
  /** Getting a connection: opening one, or waiting for a free one in a full pool. */
  connectMs: number;
  /** Server side (`statement_timeout`): the server cancels a slower statement. 0 = none. */
  statementMs: number;
  /**
   * Client side: a query the server has not answered by then (the server is gone, the network
   * black-holes) drops its connection within the next sweep (100 ms), so the query fails then
   * and the connection is never reused.
   * Above statementMs, so a merely slow statement is cancelled cleanly by the server first. 0 = none.
   */
  queryMs: number;
};

const QUERY_TIMEOUT_CODE = 'DB_QUERY_TIMEOUT';

/**
 * Every pooled connection gets an 'error' listener for its whole life: pg emits 'error' on a
 * checked-out connection the server terminates, and without a listener that kills the process.
 * With `queryMs`, every query of the connection is also bounded (see DatabaseTimeouts).
 */
export function guardPool(pool: pg.Pool, queryMs: number, logger?: Logger) {
  const watch = queryMs > 0 ? watchQueries(queryMs) : undefined;
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      logger?.warn({ err: error }, 'database connection lost while in use'),
    );
    watch?.(client);
  });
}

/** How often the pool looks for a query past its time: a late query fails within this. */
const SWEEP_EVERY_MS = 100;

/**
 * Bounds the queries of the connections it is given. Each connection keeps the start times of
 * its queries in flight (pg answers them in order); one sweep per pool fails a connection whose
 * oldest query is older than `queryMs`. One sweep rather than a timer per query: the timer and
 * its closures were on the path of every statement (decision 021).
 */
function watchQueries(queryMs: number) {
  const inFlight = new Map<pg.PoolClient, number[]>();
  let sweep: NodeJS.Timeout | undefined;
  const expireLateQueries = () => {
    const late = performance.now() - queryMs;
    for (const [client, started] of inFlight) {
      if (started[0] === undefined || started[0] > late) continue;
      const error = Object.assign(new Error(`The database did not answer within ${queryMs} ms`), {
        code: QUERY_TIMEOUT_CODE,
      });
      // Fails the running and queued queries at once and marks the connection unusable.
      started.length = 0;
      client.connection.stream.destroy(error);
    }
  };
  return (client: pg.PoolClient) => {
    const started: number[] = [];
    inFlight.set(client, started);
    sweep ??= setInterval(expireLateQueries, Math.min(SWEEP_EVERY_MS, queryMs / 2)).unref();
    client.once('end', () => {
      inFlight.delete(client);
      if (inFlight.size === 0) {
        clearInterval(sweep);
        sweep = undefined;
      }
    });
    const answered = () => started.shift();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      const withCallback = typeof callback === 'function';
      if (withCallback) {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          answered();
          callback(error, result);
        };
      }
      // Counted once submitted (pg answers asynchronously): a call pg refuses at once by
      // throwing never counts, so it cannot later fail a healthy connection.
      const result = query(...args);
      if (result instanceof Promise) result.then(answered, answered);
      // A streamed query (cursor, COPY) returns itself, not a promise: its reader bounds itself.
      if (withCallback || result instanceof Promise) started.push(performance.now());
      return result;
    }) as typeof client.query;
  };
}

// PostgreSQL codes: the connection failed or was terminated, the server is starting or shutting
// down, out of connections, or a statement was cancelled by statement_timeout.
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_NODE_CODES = new Set([
  QUERY_TIMEOUT_CODE,
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg's own errors carry no code; these are its messages for a lost or unobtainable connection.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
];

/**
 * True when a failure means "the database is not reachable right now" (retryable, 503) rather
 * than a bug (500). Looks through wrappers (Drizzle's DrizzleQueryError keeps pg's as `cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    current = cause;
  }
  return false;
}
