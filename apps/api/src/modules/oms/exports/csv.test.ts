import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/databases';
import { copyLines } from './copy-lines';
import { csvCellsSql, csvHeaderLine } from './csv';
import type { ExportCell } from './export-columns';

describe('the CSV rule of export files', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.drop());

  /** The line COPY writes for one row of these cells. */
  async function lineOf(columns: ExportCell[]) {
    const query = sql`select ${sql.join(Object.values(csvCellsSql(columns)), sql`, `)}`;
    let text = '';
    for await (const chunk of copyLines(testDb.database, query, new AbortController().signal)) {
      text += chunk.text.toString();
    }
    return text;
  }
  const text = (value: string | null) => ({ kind: 'text' as const, value: sql`${value}::text` });

  it('neutralises cells a spreadsheet would run as formulas with a leading apostrophe', async () => {
    const cells = ['=1+1', '+8801700000000', '-5', '@SUM(A1)', '\tx', '\rx'];
    expect(await lineOf(cells.map(text))).toBe(
      `'=1+1,'+8801700000000,'-5,'@SUM(A1),'\tx,"'\rx"\r\n`,
    );
  });

  it('keeps ordinary values unchanged, numbers as numbers (negative ones too), null empty', async () => {
    expect(
      await lineOf([
        text('Rahim Uddin'),
        text('রহিম'),
        { kind: 'number', value: sql`-12.5::numeric` },
        text(null),
        text(''),
        text('a=b'),
        { kind: 'time', value: sql`'2026-11-25 04:07:59.5+00'::timestamptz` },
        { kind: 'date', value: sql`'2026-11-25'::date` },
      ]),
    ).toBe('Rahim Uddin,রহিম,-12.5,,,a=b,2026-11-25 10:07,2026-11-25\r\n');
  });

  it('writes a phone number as a spreadsheet keeps it text: 01712-345678; other forms as they are', async () => {
    const phone = (value: string) => ({ kind: 'phone' as const, value: sql`${value}::text` });
    expect(await lineOf([phone('01712345678'), phone('+8801712345678'), phone('029551234')])).toBe(
      `01712-345678,'+8801712345678,029551234\r\n`,
    );
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', async () => {
    expect(await lineOf([text('Dhaka, Mirpur'), text('He said "hi"'), text('two\nlines')])).toBe(
      '"Dhaka, Mirpur","He said ""hi""","two\nlines"\r\n',
    );
  });

  it('writes our header names as they are, and refuses one that would need quoting', () => {
    expect(csvHeaderLine(['Order number', 'Placed at'])).toBe('Order number,Placed at\r\n');
    expect(() => csvHeaderLine(['Total, BDT'])).toThrow(/quoting/);
    expect(() => csvHeaderLine(['=SUM'])).toThrow(/quoting/);
  });
});
