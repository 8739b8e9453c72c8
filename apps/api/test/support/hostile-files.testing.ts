import { Readable } from 'node:stream';
import yazl from 'yazl';

/** A part's content: text, or a text repeated `times` between an opening and a closing. */
type Content = string | { open: string; repeat: string; times: number; close: string };

/** The content as a stream of chunks of about a megabyte, never whole in memory. */
function streamOf(content: Content): Readable {
  if (typeof content === 'string') return Readable.from([Buffer.from(content)]);
  const perChunk = Math.max(1, Math.floor((1 << 20) / content.repeat.length));
  const chunk = Buffer.from(content.repeat.repeat(perChunk));
  return Readable.from(
    (function* () {
      yield Buffer.from(content.open);
      let left = content.times;
      for (; left >= perChunk; left -= perChunk) yield chunk;
      if (left > 0) yield Buffer.from(content.repeat.repeat(left));
      yield Buffer.from(content.close);
    })(),
  );
}

const sheetOf = (rows: Content): Content =>
  typeof rows === 'string'
    ? `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`
    : {
        ...rows,
        open: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.open}`,
        close: `${rows.close}</sheetData></worksheet>`,
      };

/**
 * A minimal XLSX package (what Excel needs to open it) whose first sheet holds `rows` and whose
 * shared-string table holds `sharedStrings`, deflated at the highest level as a zip bomb is.
 */
export async function xlsxFile(parts: {
  rows: Content;
  sharedStrings?: Content;
  /** More parts, e.g. to pass a limit on how many a package may hold. */
  extra?: Record<string, string>;
}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const add = (name: string, content: Content) =>
    zip.addReadStream(streamOf(content), name, { compressionLevel: 9 });
  add(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
  );
  add(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  );
  add(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Stock" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  add(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
  );
  add('xl/worksheets/sheet1.xml', sheetOf(parts.rows));
  if (parts.sharedStrings) {
    const table = parts.sharedStrings;
    const head =
      '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
    add(
      'xl/sharedStrings.xml',
      typeof table === 'string'
        ? `${head}${table}</sst>`
        : { ...table, open: `${head}${table.open}`, close: `${table.close}</sst>` },
    );
  }
  for (const [name, text] of Object.entries(parts.extra ?? {})) add(name, text);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The same package with the central directory's unpacked size of `name` rewritten to `size`: a
 * file that lies about how large it unpacks, as a crafted zip bomb does.
 */
function lieAboutSize(file: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(file);
  const target = Buffer.from(name);
  for (
    let at = copy.indexOf('PK\u0001\u0002');
    at >= 0;
    at = copy.indexOf('PK\u0001\u0002', at + 4)
  ) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.subarray(at + 46, at + 46 + nameLength).equals(target)) {
      copy.writeUInt32LE(size, at + 24);
      return copy;
    }
  }
  throw new Error(`no part ${name} in the package`);
}

let bomb: Promise<Buffer> | undefined;
/** A sheet of 450 MB of spaces, deflated once per process: two cases send it. */
const zipBomb = () => {
  bomb ??= xlsxFile({
    rows: {
      open: '<row><c><v>1</v></c></row>',
      repeat: ' '.repeat(1024),
      times: 450 * 1024,
      close: '',
    },
  });
  return bomb;
};

const HEADER_ROW =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>shop</t></is></c><c r="B1" t="inlineStr"><is><t>sku</t></is></c><c r="C1" t="inlineStr"><is><t>stock</t></is></c></row>';

/** The hostile files an outside review sent, each generated here, not kept as a blob. */
export const hostileFiles = {
  /** 16,000,000 one-cell rows in about a megabyte. */
  millionsOfRows: () =>
    xlsxFile({
      rows: { open: '', repeat: '<row><c><v>1</v></c></row>', times: 16_000_000, close: '' },
    }),
  /** One shared string of 300 MB. */
  hugeSharedString: () =>
    xlsxFile({
      rows: '<row><c t="s"><v>0</v></c></row>',
      sharedStrings: {
        open: '<si><t>',
        repeat: 'x'.repeat(1024),
        times: 300 * 1024,
        close: '</t></si>',
      },
    }),
  /** 5,000,000 shared strings. */
  millionsOfSharedStrings: () =>
    xlsxFile({
      rows: '<row><c t="s"><v>0</v></c></row>',
      sharedStrings: { open: '', repeat: '<si><t>a</t></si>', times: 5_000_000, close: '' },
    }),
  zipBomb,
  /** The same bomb declaring that its sheet unpacks to 1 KB. */
  lyingZipBomb: async () => lieAboutSize(await zipBomb(), 'xl/worksheets/sheet1.xml', 1024),
  /** One row of 2,000,000 cells, inside the unpacked limit. */
  oneEndlessRow: () =>
    xlsxFile({
      rows: { open: '<row r="1">', repeat: '<c><v>1</v></c>', times: 2_000_000, close: '</row>' },
    }),
  /** A package of 5,000 parts. */
  thousandsOfParts: () =>
    xlsxFile({
      rows: '<row><c><v>1</v></c></row>',
      extra: Object.fromEntries(
        Array.from({ length: 5_000 }, (_, i) => [`xl/media/part${i}.xml`, '<x/>']),
      ),
    }),
  /** A good header, then a row numbered past the last a file may have. */
  farRow: () =>
    xlsxFile({
      rows: `${HEADER_ROW}<row r="1048576"><c r="A1048576"><v>1</v></c></row>`,
    }),
  /** 600,000 shared strings in a part far under the unpacked limit. */
  manySharedStrings: () =>
    xlsxFile({
      rows: '<row><c t="s"><v>0</v></c></row>',
      sharedStrings: { open: '', repeat: '<si><t>a</t></si>', times: 600_000, close: '' },
    }),
  /** One shared string of 32,000 characters in 20,002 cells: 640 million once copied out. */
  oneTextEverywhere: () =>
    xlsxFile({
      rows: {
        open: '',
        repeat: '<row><c t="s"><v>0</v></c><c t="s"><v>0</v></c></row>',
        times: 10_001,
        close: '',
      },
      sharedStrings: `<si><t>${'x'.repeat(32_000)}</t></si>`,
    }),
  /** A CSV cell with a NUL character, which no database text holds. */
  nulInCell: () => Buffer.from('shop,sku,stock\nBanani,TEE\u00001,3\n'),
  /** A good header, then 1,000,000 CSV rows in 2 MB. */
  millionCsvRows: () => Buffer.from(`shop,sku,stock\n${'a\n'.repeat(1_000_000)}`),
  /** One CSV line of 2,000,000 characters. */
  endlessCsvCell: () => Buffer.from(`shop,sku,stock\n"${'x'.repeat(1_900_000)}",1,2\n`),
};
