import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { csvCell } from './csv';
import { csvTextSql } from './csv-sql';

describe('CSV cells formatted by the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EXPORT_WORKER_POLL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('match the JavaScript rules exactly: formulas inert, quoting, Bangla and empty cells', async () => {
    const samples = [
      '=1+1',
      '+8801700000000',
      '-5',
      '@SUM(A1)',
      '\tTAB',
      '\rCR',
      'Dhaka, Mirpur',
      'He said "hi"',
      'two\nlines',
      '=HYPERLINK("x","y")',
      'রহিম উদ্দিন',
      'a=b',
      'plain',
      '',
    ];
    for (const sample of samples) {
      const result = await t.db.execute<{ cell: string }>(
        sql`select ${csvTextSql(sql`${sample}::text`)} as cell`,
      );
      const rows = (result as unknown as { rows: { cell: string }[] }).rows;
      expect(rows[0]?.cell, JSON.stringify(sample)).toBe(csvCell(sample));
    }
    const empty = await t.db.execute(sql`select ${csvTextSql(sql`null::text`)} as cell`);
    expect((empty as unknown as { rows: { cell: string }[] }).rows[0]?.cell).toBe(csvCell(null));
  });
});
