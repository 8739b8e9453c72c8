import Papa from 'papaparse';
import type { CellKind, ExportColumn } from './export-columns';
import type { TextRow } from './export-rows';

/**
 * The one CSV rule of every export file. Papa Parse writes the lines (RFC 4180: a cell holding a
 * comma, quote or line break is quoted, its quotes doubled; every line ends with CRLF); the cells
 * are made here, by their kind.
 */

/** Excel (and other spreadsheets) read this byte order mark as "the file is UTF-8": Bangla shows. */
export const UTF8_BOM = '\uFEFF';

/** Begins with tab, carriage return, +, -, = or @: a spreadsheet would run it as a formula. */
const FORMULA_START = /^[\t\r+\-=@]/;

/** A formula gets a leading apostrophe (inert text); null and empty text are an empty cell. */
const inertText = (text: string | null) =>
  text === null || text === '' ? null : FORMULA_START.test(text) ? `'${text}` : text;

/**
 * A spreadsheet reads `01712345678` as the number 1712345678; the local way of writing a mobile
 * number, `01712-345678`, stays text. Any other form is written as text is.
 */
const LOCAL_MOBILE = /^0\d{10}$/;

const cells: Record<CellKind, (text: string | null) => string | null> = {
  text: inertText,
  phone: (text) =>
    text !== null && LOCAL_MOBILE.test(text)
      ? `${text.slice(0, 5)}-${text.slice(5)}`
      : inertText(text),
  /** Its exact decimal text, never neutralised: negative amounts stay numbers. */
  number: (text) => text,
  time: (text) => text,
  date: (text) => text,
};

const unparse = (rows: (string | null)[][]) =>
  Papa.unparse(rows, { newline: '\r\n', header: false, escapeFormulae: false });

/** A file's first line: its byte order mark and its column headers. */
export const csvHeader = (columns: ExportColumn[]) =>
  `${UTF8_BOM}${unparse([columns.map((column) => column.header)])}\r\n`;

/** Whole CSV lines of `rows`, each ending with CRLF. */
export function csvLines(columns: ExportColumn[], rows: TextRow[]) {
  if (rows.length === 0) return '';
  const kinds = columns.map((column) => cells[column.kind]);
  return `${unparse(rows.map((row) => row.map((text, i) => kinds[i]!(text))))}\r\n`;
}
