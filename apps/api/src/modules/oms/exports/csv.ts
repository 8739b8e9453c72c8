/** Excel (and other spreadsheets) read this byte order mark as "the file is UTF-8": Bangla shows. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180). A text that a spreadsheet would run as a formula (it begins with =, +,
 * -, @, tab or carriage return) gets a leading apostrophe, which makes it inert text; every other
 * value is written unchanged. Numbers are written as numbers, so negative amounts stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Whole CSV lines as they go into the file, and how many lines they are. */
export type CsvChunk = { text: string | Buffer; lines: number };
