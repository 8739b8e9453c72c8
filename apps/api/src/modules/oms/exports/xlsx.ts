import { type EventEmitter, once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellKind, ExportColumn } from './export-columns';
import type { TextRow } from './export-rows';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A cell's value: a string stays a text cell (a leading 0 stays, `=1+1` is never a formula), an
 * amount a number, a time a date cell showing the merchant's wall clock (a spreadsheet's dates
 * have no zone, so the Dhaka time is written as it reads).
 */
function xlsxValue(kind: CellKind, text: string | null): ExcelJS.CellValue {
  if (text === null || text === '') return null;
  if (kind === 'number') return Number(text);
  if (kind === 'time') return new Date(`${text.replace(' ', 'T')}:00Z`);
  if (kind === 'date') return new Date(`${text}T00:00:00Z`);
  return text;
}

const formats: Partial<Record<CellKind, string>> = {
  time: 'yyyy-mm-dd hh:mm',
  date: 'yyyy-mm-dd',
};

/**
 * The buffer exceljs writes a sheet's XML into, and the stream it pipes that into: archiver's
 * input, a readable-stream 2 PassThrough (older than the public `writableNeedDrain`).
 */
type SheetStream = {
  stream: { pipes: (EventEmitter & { _writableState: { needDrain: boolean } })[] };
};

/** One worksheet streamed into `stream`: rows are written (and forgotten) as they are added. */
export class XlsxSheetWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  constructor(
    stream: Writable,
    title: string,
    private readonly columns: ExportColumn[],
  ) {
    // Shared strings would keep every distinct text in memory until the end: inline ones do not.
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
    this.sheet.columns = columns.map((column) => ({
      header: column.header,
      width: Math.max(12, column.header.length + 2),
      ...(formats[column.kind] ? { style: { numFmt: formats[column.kind] } } : {}),
    }));
  }

  /**
   * Writes `rows`, then waits until the compressor has taken them. exceljs writes a sheet's XML
   * into a PassThrough of the zip archive's (archiver) without heeding its back-pressure, so that
   * stream's own "needs a drain" flag and 'drain' event are the one sign of the compressor
   * catching up; without the wait, rows read faster than they compress pile up in memory.
   */
  async addRows(rows: TextRow[]) {
    for (const row of rows) {
      this.sheet
        .addRow(this.columns.map((column, i) => xlsxValue(column.kind, row[i] ?? null)))
        .commit();
    }
    const zipInput = (this.sheet as unknown as SheetStream).stream.pipes[0];
    if (zipInput?._writableState.needDrain) await once(zipInput, 'drain');
  }

  async finish() {
    this.sheet.commit();
    await this.workbook.commit();
  }
}
