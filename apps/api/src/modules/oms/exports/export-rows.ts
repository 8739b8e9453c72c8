import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import { SQL_CASING } from '../../../db/client';
import { dhakaMinuteText } from '../../../lib/dhaka-sql';
import type { ExportColumn, ExportSource } from './export-columns';

/**
 * The one row source of every export file, whatever its format: each row's cells as text, in the
 * columns' order (null: no value). Both database drivers hand text back as it is, so both give
 * the same rows; each writer makes a cell what its format needs (csv.ts, xlsx.ts).
 */
export type TextRow = (string | null)[];

/** A cell as text: times in Dhaka's clock to the minute, everything else as PostgreSQL writes it. */
const textOf = (column: ExportColumn): SQL =>
  column.kind === 'time' ? dhakaMinuteText(column.value) : sql`(${column.value})::text`;

/** The select list of an export query: one text cell per column, in the file's order. */
export const textCellsSql = (columns: ExportColumn[]): Record<string, SQL.Aliased> =>
  Object.fromEntries(columns.map((column, i) => [`cell${i}`, textOf(column).as(`cell${i}`)]));

/** Rows handed to a writer at once: what a writer holds at most before its file takes them. */
const BATCH_ROWS = 1_000;

const dialect = new PgDialect({ casing: SQL_CASING });

/** What the rows are read from: a Database, or a pool of one's own. */
type RowsDatabase = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };

/**
 * The file's rows, `BATCH_ROWS` at a time. PostgreSQL reads the whole list through one cursor (one
 * snapshot, as fast as the file takes the rows); PGlite, which hands a query's rows back whole,
 * reads it in keyset slices of `sliceRows`.
 */
export async function* exportRows(
  database: RowsDatabase,
  source: ExportSource,
  sliceRows: number,
  signal: AbortSignal,
): AsyncGenerator<TextRow[]> {
  const cells = textCellsSql(source.columns);
  if (database.kind === 'postgres') {
    for await (const query of source.queries(cells)) {
      yield* readThroughCursor(database.pool, query, signal);
    }
    return;
  }
  for await (const query of source.queries(cells, sliceRows)) {
    const rows = await readWhole(database.client, query);
    for (let from = 0; from < rows.length; from += BATCH_ROWS) {
      signal.throwIfAborted();
      yield rows.slice(from, from + BATCH_ROWS);
    }
  }
}

async function readWhole(client: PGlite, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query<TextRow>(text, params, { rowMode: 'array' });
  return result.rows;
}

/**
 * A query's rows through a cursor on a connection of its own, in a read-only transaction. An
 * abort (the job was lost, the heartbeat failed) ends the query at once.
 */
async function* readThroughCursor(pool: pg.Pool, query: SQL, signal: AbortSignal) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('begin read only');
    // The pool's statement_timeout is meant for requests; a long export must outlive it.
    await client.query('set local statement_timeout = 0');
    const cursor = client.query(new Cursor<TextRow>(text, params, { rowMode: 'array' }));
    const read = () => {
      const rows = cursor.read(BATCH_ROWS);
      rows.catch(() => {}); // awaited below, unless the export stopped first
      return rows;
    };
    let next = read();
    for (;;) {
      const rows = await next;
      if (rows.length === 0) break;
      signal.throwIfAborted();
      // The server reads the next rows while these are written.
      next = read();
      yield rows;
    }
    await cursor.close();
    await client.query('commit');
    finished = true;
  } finally {
    if (finished) client.release();
    else {
      // The server may still be running the query: closing the socket ends it and its
      // transaction at once, and the connection is never reused.
      client.connection.stream.destroy();
      client.release(true);
    }
  }
}
