import { BULK_UPDATE_CONTENT_TYPE } from '@mp/contract/cms/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableLimits } from '../../src/lib/spreadsheet/read-table';
import { readTableOffThread } from '../../src/lib/spreadsheet/read-table-off-thread';
import { type Accounts, createAccounts } from '../accounts';
import { testDbKind } from '../databases';
import { createShopProduct } from '../factories/products.testing';
import { createShop } from '../factories/shops.testing';
import { createTestApp, type TestApp } from '../harness';
import { hostileFiles, xlsxFile } from '../support/hostile-files.testing';

/** What the review sent, and what each must be told (a 400 whose message names the limit). */
const CASES: { name: keyof typeof hostileFiles; format: 'csv' | 'xlsx'; message: RegExp }[] = [
  { name: 'millionsOfRows', format: 'xlsx', message: /unpacks to more than 32 MB/ },
  { name: 'hugeSharedString', format: 'xlsx', message: /unpacks to more than 32 MB/ },
  { name: 'millionsOfSharedStrings', format: 'xlsx', message: /unpacks to more than 32 MB/ },
  { name: 'zipBomb', format: 'xlsx', message: /unpacks to more than 32 MB/ },
  { name: 'lyingZipBomb', format: 'xlsx', message: /cannot be read as XLSX/ },
  { name: 'oneEndlessRow', format: 'xlsx', message: /more than 500,050 cells/ },
  { name: 'thousandsOfParts', format: 'xlsx', message: /more than 1,000 parts/ },
  { name: 'farRow', format: 'xlsx', message: /At most 10,000 rows in one file/ },
  { name: 'millionCsvRows', format: 'csv', message: /At most 10,000 rows in one file/ },
  { name: 'endlessCsvCell', format: 'csv', message: /A line holds more than 32,767 characters/ },
  { name: 'manySharedStrings', format: 'xlsx', message: /more than 500,050 texts/ },
  {
    name: 'oneTextEverywhere',
    format: 'xlsx',
    message: /cells hold more than 16,000,000 characters/,
  },
  { name: 'nulInCell', format: 'csv', message: /A cell holds a NUL character/ },
];

/**
 * The files are read (and refused) before the database is asked anything, the same on either
 * database: the PostgreSQL run would repeat the PGlite one, which every `npm test` makes.
 */
const onPostgres = testDbKind() === 'postgres';

describe.skipIf(onPostgres)('hostile stock files', () => {
  let t: TestApp;
  let accounts: Accounts;
  const send = (format: 'csv' | 'xlsx', content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/merchant/shop-products/bulk-update',
      query: { format, apply: 'false' },
      headers: { ...accounts.as(), 'content-type': BULK_UPDATE_CONTENT_TYPE },
      payload: content,
    });

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
    const shop = await createShop(t.db, { merchantId: accounts.merchantId, name: 'Banani' });
    await createShopProduct(t.db, shop, { sku: 'TEE-1', stock: 3 });
  });
  afterAll(() => t?.close());

  it.each(CASES)('$name answers a clear 400 within 5 s', async ({ name, format, message }) => {
    const file = await hostileFiles[name]();
    expect(file.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const started = performance.now();
    const response = await send(format, file);
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message });
    expect(seconds).toBeLessThan(5);
  });

  it('still reads a good file after every hostile one, as CSV and as XLSX', async () => {
    const csv = await send('csv', Buffer.from('shop,sku,stock\nBanani,TEE-1,9\n'));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json()).toMatchObject({ changes: 1, errors: 0 });
    const xlsx = await send(
      'xlsx',
      await xlsxFile({
        rows: '<row r="1"><c r="A1" t="inlineStr"><is><t>Shop</t></is></c><c r="B1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>Stock</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Banani</t></is></c><c r="B2" t="s"><v>1</v></c><c r="C2"><v>9.0</v></c></row>',
        sharedStrings:
          '<si><t>SKU</t></si><si><r><t>TEE</t></r><r><t>-1</t></r><rPh><t>x</t></rPh></si>',
      }),
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.json()).toMatchObject({ changes: 1, errors: 0 });
  });

  it('a file sent as base64 in JSON, or past 2 MB, is refused with what to send', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/merchant/shop-products/bulk-update',
      query: { format: 'csv', apply: 'false' },
      headers: accounts.as(),
      payload: { contentBase64: 'c2hvcA==' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(
      'Send the file itself as the body, as application/octet-stream',
    );
    const large = await send('csv', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'));
    expect(large.statusCode).toBe(413);
    expect(large.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe.skipIf(onPostgres)('the file reader thread', () => {
  const limits = tableLimits(10_000);
  const wideCsv = Buffer.from(
    Array.from({ length: 10_000 }, (_, i) => `${'x'.repeat(150)}${i},1`).join('\n'),
  );

  it('one merchant reads one file at a time: a second one meanwhile answers 429', async () => {
    const first = readTableOffThread(7, wideCsv, 'csv', limits);
    await expect(readTableOffThread(7, wideCsv, 'csv', limits)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Another file of yours is still being read; try again when it is done',
    });
    await expect(first).resolves.toHaveLength(10_000);
  });

  it('a thread whose heap is spent dies alone: the file is refused, the next file gets a new thread', async () => {
    await expect(
      readTableOffThread(1, wideCsv, 'csv', limits, { deadlineMs: 10_000, maxHeapMb: 2 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file needs too much memory to read',
    });
    await expect(readTableOffThread(1, wideCsv, 'csv', limits)).resolves.toHaveLength(10_000);
  });

  it('is stopped past its deadline and the file refused', async () => {
    await expect(
      readTableOffThread(1, wideCsv, 'csv', limits, { deadlineMs: 1, maxHeapMb: 128 }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'The file takes too long to read' });
  });
});
