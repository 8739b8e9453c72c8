import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { type DatabaseTimeouts, guardPool } from './connection-guard';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

type Schema = typeof schema;
/** The database or a transaction: every query function takes one of these first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (after its transaction commits), on a
   * connection of its own. `onLost` and `onGap` bracket a time that connection was down: what
   * was notified meanwhile never arrives, so the caller reads it from its table. Resolves to
   * stop.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
} /** `client`: for what Drizzle cannot do, such as rows as arrays (an export's). */ & (
  | { kind: 'pglite'; client: PGlite }
  /** `pool`: for what Drizzle cannot do, such as a cursor on a connection of its own. */
  | { kind: 'postgres'; pool: pg.Pool }
);

/** How Drizzle names columns; anything rendering this schema's SQL itself must use the same. */
export const SQL_CASING = 'snake_case';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same for every process migrating one database.
const MIGRATION_LOCK_KEY = 727_401;

type ListenHandlers = {
  onPayload(payload: string): void;
  /** The connection is lost: what is notified from now on does not arrive. */
  onLost(): void;
  /** The connection is back (after onLost): the caller reads what it missed from its table. */
  onGap(): void;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      logger?: Logger;
      /** Default: 5 s to get a connection, statements and queries unbounded (tools, tests). */
      timeouts?: DatabaseTimeouts;
    }
  | {
      kind: 'pglite';
      dataDir: string;
      logger?: Logger;
      /**
       * Start from this copy of a data folder (PGlite's `dumpDataDir`) and keep the database in
       * memory, not in `dataDir`: the tests, each on its own copy of one migrated database.
       */
      fromDump?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

async function openPostgres(options: {
  url: string;
  poolSize: number;
  logger?: Logger;
  timeouts?: DatabaseTimeouts;
}) {
  const connectMs = options.timeouts?.connectMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: connectMs,
    idleTimeoutMillis: 30_000,
    // The API's queries read a page, a count or an export's slice. PostgreSQL compiles a query
    // (JIT) when its cost estimate is high, and a range's estimate often is: compiling then costs
    // more than the query itself.
    options: '-c jit=off',
    ...(options.timeouts?.statementMs ? { statement_timeout: options.timeouts.statementMs } : {}),
  });
  guardPool(pool, options.timeouts?.queryMs ?? 0, options.logger);
  // A connection killed by the server must not take the process down; the pool replaces it.
  pool.on('error', (error) =>
    options.logger?.warn({ err: error }, 'idle database connection lost'),
  );
  const db = drizzleNodePg(pool, { schema, casing: SQL_CASING }) as unknown as Db;
  return {
    kind: 'postgres' as const,
    db,
    pool,
    async migrate() {
      // Its own connection, outside the pool's request timeouts: a migration may run long.
      const client = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: connectMs,
      });
      client.on('error', () => {}); // the failing query reports it
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema, casing: SQL_CASING }), {
          migrationsFolder,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel: string, handlers: ListenHandlers) =>
      listenPostgres(options.url, connectMs, channel, handlers, options.logger),
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: { dataDir: string; logger?: Logger; fromDump?: Blob }) {
  const releaseLock = lockDataDir(options.dataDir);
  try {
    // The extensions the migrations create (the order search's trigram index).
    const extensions = { btree_gin, pg_trgm };
    const client = options.fromDump
      ? await PGlite.create({ loadDataDir: options.fromDump, extensions })
      : await PGlite.create(path.join(options.dataDir, 'pglite'), { extensions });
    const db = drizzlePglite(client, { schema, casing: SQL_CASING }) as unknown as Db;
    return {
      kind: 'pglite' as const,
      db,
      client,
      async migrate() {
        await migratePglite(drizzlePglite(client, { schema, casing: SQL_CASING }), {
          migrationsFolder,
        });
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async listen(channel: string, handlers: ListenHandlers) {
        // In process: nothing between the database and the listener can drop.
        const unlisten = await client.listen(channel, handlers.onPayload);
        return () => unlisten();
      },
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN needs a session connection of its own (never one from the pool, which hands
 * connections to other queries, nor a transaction-pooling proxy's). Lost, it is opened again
 * every LISTEN_RETRY_MS until it is back, and the gap reported.
 */
async function listenPostgres(
  url: string,
  connectMs: number,
  channel: string,
  handlers: ListenHandlers,
  logger: Logger | undefined,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async () => {
    // TCP keep-alive: a connection a NAT or firewall dropped in silence ends instead of
    // waiting forever for notifications that cannot come.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectMs,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    next.on('error', (error) => logger?.warn({ err: error, channel }, 'listen connection lost'));
    next.on('end', () => {
      // Only the live connection's end is a gap; a failed attempt is retried by reconnect.
      if (stopped || client !== next) return;
      client = undefined;
      handlers.onLost();
      setTimeout(reconnect, LISTEN_RETRY_MS).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      // Stopped while this connection was being opened.
      await next.end().catch(() => {});
      throw new Error('listening stopped');
    }
    client = next;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      logger?.info({ channel }, 'listen connection back');
      handlers.onGap();
    } catch (error) {
      if (stopped) return;
      logger?.warn({ err: error, channel }, 'listen connection still down');
      setTimeout(reconnect, LISTEN_RETRY_MS).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
