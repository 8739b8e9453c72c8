import { addAbortSignal } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { SQL_CASING } from '../../../db/client';
import { crlfLinesOfCsvCopy } from './copy-csv';
import type { CsvChunk } from './csv';

/** Renders a query with its values as literals (COPY takes no parameters), quoted by pg itself. */
class LiteralDialect extends PgDialect {
  override escapeString(text: string) {
    return pg.escapeLiteral(text);
  }
}
const literalDialect = new LiteralDialect({ casing: SQL_CASING });

const inlinedSql = (query: SQL) => literalDialect.sqlToQuery(query.inlineParams()).sql;

/** What COPY runs on: a Database, or a pool of one's own. */
type CopySource = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };

/**
 * The CSV lines of a query's rows, written by `COPY (query) ... (FORMAT csv)` (the cells must come
 * ready: see csv.ts). On PostgreSQL the rows stream from the server; PGlite hands them back whole,
 * so its queries should be slices of an export.
 */
export function copyLines(
  database: CopySource,
  query: SQL,
  signal: AbortSignal,
): AsyncGenerator<CsvChunk> {
  return database.kind === 'postgres'
    ? streamFromPostgres(database.pool, inlinedSql(query), signal)
    : readFromPglite(database.client, inlinedSql(query));
}

/**
 * `COPY ... TO STDOUT` on a connection of its own: PostgreSQL formats and streams the rows as fast
 * as the file takes them. An abort (the job was lost, the heartbeat failed) ends the COPY at once.
 */
async function* streamFromPostgres(pool: pg.Pool, query: string, signal: AbortSignal) {
  const client = await pool.connect();
  let copy: ReturnType<typeof copyTo> | undefined;
  let finished = false;
  try {
    await client.query('begin read only');
    // The pool's statement_timeout is meant for requests; a long export must outlive it.
    await client.query('set local statement_timeout = 0');
    copy = client.query(copyTo(`copy (${query}) to stdout (format csv)`));
    addAbortSignal(signal, copy);
    let lines = 0;
    for await (const chunk of crlfLinesOfCsvCopy(copy)) {
      lines += chunk.lines;
      yield chunk;
    }
    await client.query('commit');
    finished = true;
    // COPY's own count of the rows it sent: the file holds every one of them, once.
    if (copy.rowCount !== lines) {
      throw new Error(`COPY sent ${copy.rowCount} rows, but ${lines} lines were read`);
    }
  } finally {
    if (finished) client.release();
    else {
      // The server may still be sending rows: closing the socket ends the statement and its
      // transaction at once, and the connection is never reused.
      copy?.on('error', () => {});
      client.connection.stream.destroy();
      client.release(true);
    }
  }
}

/** PGlite's COPY writes to a blob in memory (`/dev/blob`), which the result carries. */
async function* readFromPglite(client: PGlite, query: string) {
  const result = await client.query(`copy (${query}) to '/dev/blob' (format csv)`);
  const bytes = result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
  let lines = 0;
  for await (const chunk of crlfLinesOfCsvCopy([bytes])) {
    lines += chunk.lines;
    yield chunk;
  }
  if ((result.affectedRows ?? 0) !== lines) {
    throw new Error(`COPY wrote ${result.affectedRows} rows, but ${lines} lines were read`);
  }
}
