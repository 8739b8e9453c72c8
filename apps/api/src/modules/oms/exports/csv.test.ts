import { describe, expect, it } from 'vitest';
import { csvHeader, csvLines } from './csv';
import type { CellKind, ExportColumn } from './export-columns';

describe('the CSV rule of export files', () => {
  /** The line written for one row of these cells (kind and text). */
  const lineOf = (cells: [CellKind, string | null][]) =>
    csvLines(
      cells.map(([kind], i): ExportColumn => ({ header: `c${i}`, kind, value: null })),
      [cells.map(([, text]) => text)],
    );
  const text = (value: string | null): [CellKind, string | null] => ['text', value];

  it('neutralises cells a spreadsheet would run as formulas with a leading apostrophe', () => {
    const cells = ['=1+1', '+8801700000000', '-5', '@SUM(A1)', '\tx', '\rx'];
    expect(lineOf(cells.map(text))).toBe(`'=1+1,'+8801700000000,'-5,'@SUM(A1),'\tx,"'\rx"\r\n`);
  });

  it('keeps ordinary values unchanged, numbers as numbers (negative ones too), null empty', () => {
    expect(
      lineOf([
        text('Rahim Uddin'),
        text('রহিম'),
        ['number', '-12.5'],
        text(null),
        text(''),
        text('a=b'),
        ['time', '2026-11-25 10:07'],
        ['date', '2026-11-25'],
      ]),
    ).toBe('Rahim Uddin,রহিম,-12.5,,,a=b,2026-11-25 10:07,2026-11-25\r\n');
  });

  it('writes a phone number as a spreadsheet keeps it text: 01712-345678; other forms as they are', () => {
    const phone = (value: string): [CellKind, string] => ['phone', value];
    expect(lineOf([phone('01712345678'), phone('+8801712345678'), phone('029551234')])).toBe(
      `01712-345678,'+8801712345678,029551234\r\n`,
    );
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', () => {
    expect(lineOf([text('Dhaka, Mirpur'), text('He said "hi"'), text('two\nlines')])).toBe(
      '"Dhaka, Mirpur","He said ""hi""","two\nlines"\r\n',
    );
  });

  it('begins the file with the UTF-8 byte order mark and the headers; no rows, no lines', () => {
    const columns: ExportColumn[] = [
      { header: 'Order number', kind: 'text', value: null },
      { header: 'Total, BDT', kind: 'number', value: null },
    ];
    expect(csvHeader(columns)).toBe('\uFEFFOrder number,"Total, BDT"\r\n');
    expect(csvLines(columns, [])).toBe('');
  });
});
