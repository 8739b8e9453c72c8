import { addAbortSignal } from 'node:stream';
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

/**
 * The CSV lines of a query's rows by `COPY (query) TO STDOUT (FORMAT csv)` on a connection of its
 * own: PostgreSQL formats and streams the rows as fast as the file takes them, with no round trip
 * per batch (the cells must come ready for COPY's quoting: see copyCsvCellsSql). An abort (the
 * job was lost, the heartbeat failed) ends the COPY at once.
 */
export async function* copyLines(
  pool: pg.Pool,
  query: SQL,
  signal: AbortSignal,
): AsyncGenerator<CsvChunk> {
  const text = `copy (${inlinedSql(query)}) to stdout (format csv)`;
  const client = await pool.connect();
  let copy: ReturnType<typeof copyTo> | undefined;
  let finished = false;
  try {
    await client.query('begin read only');
    // The pool's statement_timeout is meant for requests; a long export must outlive it.
    await client.query('set local statement_timeout = 0');
    copy = client.query(copyTo(text));
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
