import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLines, UTF8_BOM } from '../../src/modules/oms/exports/csv';

const CELLS = 10_000;
const CELLS_PER_ROW = 10;
/** What a spreadsheet runs as a formula when a cell begins with it (the contract's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** With the u flag a proper pair is one code point: only a lone half is category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

const nasty = [
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  '"',
  "'",
  ',',
  ';',
  ' ',
  'a',
  '1',
  'ঢা',
  '\u202E',
  '\u200D',
  '\uFEFF',
  '\u0000',
  '😀',
  '🏳️‍🌈',
];

/** Cell texts as an order or a bill can hold them (PostgreSQL text: well-formed UTF-16 only). */
const cellText = fc
  .oneof(
    fc
      .tuple(
        fc.constantFrom('=', '+', '-', '@', '\t', '\r'),
        fc.string({ unit: 'binary', maxLength: 30 }),
      )
      .map(([start, rest]) => start + rest),
    fc.string({ unit: fc.constantFrom(...nasty), maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(
      '=1+1',
      '=HYPERLINK("http://example.invalid","click")',
      '@SUM(A1:A2)',
      '+8801700000000',
      '-5',
      '\t=1',
      '\r\n=1',
      '""',
      '"=1"',
      "'=already quoted",
      ' =1',
      '',
    ),
  )
  // What PostgreSQL text can hold: no NUL, no lone surrogate.
  .filter((text) => !text.includes('\u0000') && !LONE_SURROGATE.test(text));

/** The export's bytes for these rows: BOM, then the lines by the export's rule (csv.ts). */
function exportFileOf(rows: string[][]) {
  const columns = Array.from({ length: CELLS_PER_ROW }, (_, i) => ({
    header: `c${i}`,
    kind: 'text' as const,
    value: null,
  }));
  return Buffer.from(UTF8_BOM + csvLines(columns, rows));
}

describe('export cells', () => {
  it('10,000 hostile cell values round-trip through a strict CSV parser, formulas neutralised', () => {
    const values = fc.sample(cellText, { seed: 20_240_608, numRuns: CELLS });
    expect(values).toHaveLength(CELLS);
    const rows: string[][] = [];
    for (let start = 0; start < values.length; start += CELLS_PER_ROW) {
      rows.push(values.slice(start, start + CELLS_PER_ROW));
    }
    const file = exportFileOf(rows);

    const parsed: string[][] = parse(file, {
      bom: true,
      delimiter: ',',
      quote: '"',
      escape: '"',
      record_delimiter: '\r\n',
      relax_quotes: false,
      relax_column_count: false,
      skip_empty_lines: false,
      trim: false,
      cast: false,
    });

    expect(parsed).toHaveLength(rows.length);
    const wrong: string[] = [];
    parsed.flat().forEach((cell, index) => {
      const original = values[index]!;
      const neutralised = FORMULA_START.test(original);
      if (FORMULA_START.test(cell)) wrong.push(`cell ${index} still starts a formula`);
      const expected = neutralised ? `'${original}` : original;
      if (cell !== expected) wrong.push(`cell ${index}: ${JSON.stringify([original, cell])}`);
    });
    expect(wrong.slice(0, 10)).toEqual([]);
    // The sample really holds the cases the test is about.
    expect(values.filter((value) => FORMULA_START.test(value)).length).toBeGreaterThan(1000);
    expect(values.filter((value) => /[",\r\n]/.test(value)).length).toBeGreaterThan(1000);
  });
});
