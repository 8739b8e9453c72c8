import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notOnPostgres, SKIP_REASON } from '../../test/faults/api-process';
import { guardPool } from './connection-guard';

const QUERY_MS = 1_000;

describe.skipIf(notOnPostgres)(`bounded queries (${SKIP_REASON})`, () => {
  let pool: pg.Pool;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    guardPool(pool, QUERY_MS);
  });
  afterAll(() => pool.end());

  it('fails a query the server has not answered in time, and only then', async () => {
    const started = performance.now();
    const error = await pool.query('select pg_sleep(5)').catch((e: unknown) => e);
    const waited = performance.now() - started;
    expect(error).toMatchObject({ code: 'DB_QUERY_TIMEOUT' });
    expect(waited).toBeGreaterThanOrEqual(QUERY_MS);
    // Within the sweep's 100 ms, with room for a busy machine; long before the sleep ends.
    expect(waited).toBeLessThan(QUERY_MS + 1_500);
    // A query that takes a fifth of the bound, and one with a callback, are answered.
    await expect(pool.query('select pg_sleep(0.2) as slept')).resolves.toMatchObject({
      rowCount: 1,
    });
    const viaCallback = await new Promise((resolve, reject) =>
      pool.query('select 1 as one', (e, result) => (e ? reject(e) : resolve(result.rows))),
    );
    expect(viaCallback).toEqual([{ one: 1 }]);
  });

  it('does not count a call pg refuses at once: the connection lives on past the bound', async () => {
    const client = await pool.connect();
    try {
      expect(() => client.query(null as unknown as string)).toThrow(TypeError);
      await new Promise((resolve) => setTimeout(resolve, QUERY_MS + 300));
      await expect(client.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      client.release();
    }
  });
});
