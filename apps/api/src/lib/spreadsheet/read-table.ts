import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * What a table file may hold, checked while it is read (never after), so a hostile file is
 * refused after a bounded amount of work. A genuine 10,000-row sheet is far inside each bound
 * (decision 062).
 */
export type TableLimits = {
  /** Data rows after the header line. */
  maxRows: number;
  /** Cells, empty or not, counted as they are read. */
  maxCells: number;
  /** Characters in one cell (Excel's own limit is 32,767), and in one CSV line. */
  maxCellCharacters: number;
  /**
   * Characters of every cell together, a shared string counted at each use: the table is copied
   * to the serving thread, where a short text repeated in half a million cells is that many
   * copies.
   */
  maxTableCharacters: number;
  /** Entries in an XLSX's zip directory. */
  maxZipEntries: number;
  /** Unpacked bytes of one XLSX part, and of every part read. */
  maxPartBytes: number;
  maxUnpackedBytes: number;
  /** Texts in an XLSX's shared-string table. */
  maxSharedStrings: number;
};

export const tableLimits = (maxRows: number): TableLimits => ({
  maxRows,
  maxCells: (maxRows + 1) * 50,
  maxCellCharacters: 32_767,
  maxTableCharacters: 16_000_000,
  maxZipEntries: 1_000,
  maxPartBytes: 32 * 1024 * 1024,
  maxUnpackedBytes: 48 * 1024 * 1024,
  maxSharedStrings: (maxRows + 1) * 50,
});

/** A file the reader refuses; its message is meant for the merchant. */
export class TableRefusal extends Error {}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const count = (value: number) => value.toLocaleString('en');
const tooManyRows = (limits: TableLimits) =>
  new TableRefusal(`At most ${count(limits.maxRows)} rows in one file`);

const tooLongCell = (limits: TableLimits) =>
  new TableRefusal(`A cell holds more than ${count(limits.maxCellCharacters)} characters`);

/**
 * Counts cells and characters as they are read, and refuses past the limits, and text the
 * database cannot hold (NUL), which a file's cell could otherwise carry into a query.
 */
function cellCounter(limits: TableLimits) {
  let cells = 0;
  let characters = 0;
  return (text: string) => {
    cells += 1;
    characters += text.length;
    if (cells > limits.maxCells) {
      throw new TableRefusal(`The file has more than ${count(limits.maxCells)} cells`);
    }
    if (text.length > limits.maxCellCharacters) throw tooLongCell(limits);
    if (characters > limits.maxTableCharacters) {
      throw new TableRefusal(
        `The file's cells hold more than ${count(limits.maxTableCharacters)} characters`,
      );
    }
    if (text.includes('\u0000')) throw new TableRefusal('A cell holds a NUL character');
    return text;
  };
}

/**
 * The unpacked bytes the parts about to be read declare, checked before any of them is
 * unpacked: each part, and every part read so far together.
 */
function unpackBudget(limits: TableLimits) {
  let total = 0;
  return (...parts: (Entry | undefined)[]) => {
    for (const part of parts) {
      if (!part) continue;
      if (part.uncompressedSize > limits.maxPartBytes) {
        throw new TableRefusal(`The file unpacks to more than ${mb(limits.maxPartBytes)}`);
      }
      total += part.uncompressedSize;
      if (total > limits.maxUnpackedBytes) {
        throw new TableRefusal(`The file unpacks to more than ${mb(limits.maxUnpackedBytes)}`);
      }
    }
  };
}

const CSV_SLICE_BYTES = 16 * 1024;

/** The rows of a CSV file as text cells; the header is the first row. */
async function readCsv(bytes: Buffer, limits: TableLimits): Promise<string[][]> {
  const cell = cellCounter(limits);
  // Fed in slices, so the parser stops within a slice of the row past the limit instead of
  // turning the whole file into records first.
  const slices = Array.from({ length: Math.ceil(bytes.length / CSV_SLICE_BYTES) }, (_, i) =>
    bytes.subarray(i * CSV_SLICE_BYTES, (i + 1) * CSV_SLICE_BYTES),
  );
  const parser = Readable.from(slices).pipe(
    parseCsv({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: limits.maxCellCharacters,
    }),
  );
  const table: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (table.length > limits.maxRows) throw tooManyRows(limits);
      table.push(record.map(cell));
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') {
      throw new TableRefusal(
        `A line holds more than ${count(limits.maxCellCharacters)} characters`,
      );
    }
    throw error;
  } finally {
    parser.destroy();
  }
  return table;
}

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** Every entry of the zip's central directory, by name, without unpacking any. */
function listEntries(zip: ZipFile, limits: TableLimits) {
  if (zip.entryCount > limits.maxZipEntries) {
    throw new TableRefusal(`The file has more than ${count(limits.maxZipEntries)} parts`);
  }
  return new Promise<Map<string, Entry>>((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Local names: some writers prefix SpreadsheetML's elements (`x:row`). */
const localName = (tag: { name: string }) => tag.name.slice(tag.name.indexOf(':') + 1);

type XmlHandlers = {
  open?: (tag: SaxesTagPlain) => void;
  close?: (tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
};

/**
 * Streams one zip entry through an XML parser. yauzl stops the stream with an error as soon as
 * the entry unpacks to more than its declared size, which was checked against the limits before
 * the first byte was unpacked; a handler's refusal stops it too.
 */
function parsePart(zip: ZipFile, entry: Entry, handlers: XmlHandlers) {
  return new Promise<void>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const xml = new SaxesParser();
      if (handlers.open) xml.on('opentag', handlers.open);
      if (handlers.close) xml.on('closetag', handlers.close);
      if (handlers.text) {
        xml.on('text', handlers.text);
        xml.on('cdata', handlers.text);
      }
      const fail = (reason: unknown) => {
        stream.unpipe();
        stream.destroy();
        reject(reason);
      };
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        try {
          xml.write(chunk);
        } catch (reason) {
          fail(reason);
        }
      });
      stream.on('error', fail);
      stream.on('end', () => {
        try {
          xml.close();
          resolve();
        } catch (reason) {
          reject(reason);
        }
      });
    });
  });
}

/** A part's path as the package names it: relative to `xl/`, or absolute from the root. */
const partPath = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;

/** The first worksheet's part and the shared strings' part, from the workbook and its links. */
async function workbookParts(
  zip: ZipFile,
  entries: Map<string, Entry>,
  budget: ReturnType<typeof unpackBudget>,
) {
  const workbook = entries.get('xl/workbook.xml');
  const links = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !links) throw new Error('not a workbook');
  budget(workbook, links);
  let firstSheetLink: string | undefined;
  await parsePart(zip, workbook, {
    open: (tag) => {
      if (localName(tag) === 'sheet' && firstSheetLink === undefined) {
        firstSheetLink = tag.attributes['r:id'];
      }
    },
  });
  const targets = new Map<string, string>();
  let sharedStrings: string | undefined;
  await parsePart(zip, links, {
    open: (tag) => {
      if (localName(tag) !== 'Relationship') return;
      const { Id: id, Target: target, Type: type } = tag.attributes;
      if (!id || !target) return;
      targets.set(id, partPath(target));
      if (type?.endsWith('/sharedStrings')) sharedStrings = partPath(target);
    },
  });
  const sheet = firstSheetLink ? targets.get(firstSheetLink) : undefined;
  const sheetEntry = sheet ? entries.get(sheet) : undefined;
  if (!sheetEntry) throw new Error('no worksheet');
  return {
    sheet: sheetEntry,
    sharedStrings: sharedStrings ? entries.get(sharedStrings) : undefined,
  };
}

/** The shared-string table: each `<si>`'s text runs joined, phonetic hints left out. */
async function readSharedStrings(zip: ZipFile, entry: Entry, limits: TableLimits) {
  const strings: string[] = [];
  let current: string[] | undefined;
  let inText = false;
  let inPhonetic = false;
  let length = 0;
  await parsePart(zip, entry, {
    open: (tag) => {
      const name = localName(tag);
      if (name === 'si') {
        if (strings.length >= limits.maxSharedStrings) {
          throw new TableRefusal(`The file has more than ${count(limits.maxSharedStrings)} texts`);
        }
        current = [];
        length = 0;
      } else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = !inPhonetic;
    },
    text: (text) => {
      if (!inText || !current) return;
      length += text.length;
      if (length > limits.maxCellCharacters) throw tooLongCell(limits);
      current.push(text);
    },
    close: (tag) => {
      const name = localName(tag);
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && current) {
        strings.push(current.join(''));
        current = undefined;
      }
    },
  });
  return strings;
}

/** `B12` → column 1 (from 0); undefined when the reference is missing or malformed. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference?.match(/^([A-Z]{1,3})\d+$/)?.[1];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/**
 * A cell's value as a spreadsheet shows it without number formats: shared and inline strings as
 * written, numbers in their shortest form, booleans as true/false, errors as their code.
 */
function cellText(type: string | undefined, value: string, sharedStrings: string[]) {
  switch (type) {
    case 's':
      return sharedStrings[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'str':
    case 'inlineStr':
    case 'e':
      return value;
    default: {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? String(number) : value;
    }
  }
}

/** The first worksheet's rows as text cells, rows and cells placed by their references. */
async function readXlsx(bytes: Buffer, limits: TableLimits): Promise<string[][]> {
  const zip = await openZip(bytes);
  const entries = await listEntries(zip, limits);
  const budget = unpackBudget(limits);
  const parts = await workbookParts(zip, entries, budget);
  budget(parts.sheet, parts.sharedStrings);
  const sharedStrings = parts.sharedStrings
    ? await readSharedStrings(zip, parts.sharedStrings, limits)
    : [];

  const cell = cellCounter(limits);
  const table: string[][] = [];
  let row: string[] | undefined;
  let column = 0;
  let type: string | undefined;
  let value: string[] | undefined;
  let valueLength = 0;
  // A cell's value is the text of its <v>, or of its inline string's <t> runs; never its formula.
  let inValue = false;
  let inPhonetic = false;
  await parsePart(zip, parts.sheet, {
    open: (tag) => {
      const name = localName(tag);
      if (name === 'row') {
        // Rows are numbered from 1 and the header is row 1; rows left out are empty rows.
        const number = Number(tag.attributes.r ?? table.length + 1);
        const index = Number.isInteger(number) && number > table.length ? number - 1 : table.length;
        if (index > limits.maxRows) throw tooManyRows(limits);
        while (table.length < index) table.push([]);
        row = [];
        table.push(row);
        column = 0;
      } else if (name === 'c' && row) {
        column = columnOf(tag.attributes.r) ?? column;
        type = tag.attributes.t;
        value = [];
        valueLength = 0;
      } else if (name === 'rPh') {
        inPhonetic = true;
      } else if (name === 'v' || (name === 't' && !inPhonetic)) {
        inValue = true;
      }
    },
    text: (text) => {
      if (!value || !inValue) return;
      valueLength += text.length;
      if (valueLength > limits.maxCellCharacters) throw tooLongCell(limits);
      value.push(text);
    },
    close: (tag) => {
      const name = localName(tag);
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && row && value) {
        row[column] = cell(cellText(type, value.join(''), sharedStrings));
        column += 1;
        value = undefined;
      } else if (name === 'row') {
        row = undefined;
      }
    },
  });
  return table;
}

/**
 * A CSV or XLSX file's first table as text cells, within `limits`, or a TableRefusal. An XLSX
 * row keeps its cells at their columns: a cell the sheet leaves out is a hole (undefined).
 */
export async function readTable(
  bytes: Buffer,
  format: 'csv' | 'xlsx',
  limits: TableLimits,
): Promise<string[][]> {
  try {
    return format === 'csv' ? await readCsv(bytes, limits) : await readXlsx(bytes, limits);
  } catch (error) {
    if (error instanceof TableRefusal) throw error;
    throw new TableRefusal(`The file cannot be read as ${format.toUpperCase()}`);
  }
}
