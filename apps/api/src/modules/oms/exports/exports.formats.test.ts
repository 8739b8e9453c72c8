import { stageLabels } from '@mp/contract/oms/stage-labels';
import type { TokenPair } from '@mp/contract/ums/auth';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import { createBill } from '../../../../test/factories/billing.testing';
import {
  downloadExport,
  parseCsv,
  waitForExport,
} from '../../../../test/factories/exports.testing';
import { createOrders } from '../../../../test/factories/orders.testing';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { orderItems } from '../orders/orders.table';

const ORDERS = '/api/v1/oms/merchant-orders/export';
const PRODUCTS = '/api/v1/cms/merchant/shop-products/export';

/** The merchant's wall clock (Asia/Dhaka, UTC+6) to the minute, as the files write times. */
const dhakaMinuteOf = (time: Date) =>
  new Date(time.getTime() + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The moment a file name's `yyyyMMdd-HHmmss` (the merchant's wall clock) stands for. */
function stampedAt(fileName: string) {
  const [, day, time] = /-(\d{8})-(\d{6})\./.exec(fileName) ?? [];
  return Date.parse(
    `${day?.slice(0, 4)}-${day?.slice(4, 6)}-${day?.slice(6)}T${time?.slice(0, 2)}:${time?.slice(2, 4)}:${time?.slice(4)}+06:00`,
  );
}

describe('exports a spreadsheet opens right: CSV and XLSX of orders, products and bills', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let headers: Record<string, string>;
  let placed: Awaited<ReturnType<typeof createOrders>>;

  /** Starts an export, waits for it, and answers its entry and its file. */
  async function exported(url: string, body: object, extra: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...extra },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(202);
    const done = await waitForExport(t, headers, response.json().id);
    expect(done.status).toBe('done');
    const { file } = await downloadExport(t, headers, done.resourcePath!);
    expect(file.statusCode).toBe(200);
    const entry = response.json() as { fileName: string; format: string; createdAt: string };
    return { entry, done, file };
  }

  async function sheetOf(file: { rawPayload: Buffer }) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
    return { sheet, header, cell };
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, merchantId } = await createAccounts(t));
    headers = t.auth(owner, merchantId);
    placed = await createOrders(t.db, merchantId, [
      {
        stage: 'dispatch_requestable',
        orderType: 'COD',
        fields: { customerPhone: '01712345678', customerName: '=1+1' },
      },
      { stage: 'delivered', orderType: 'COD' },
      { stage: 'placed', orderType: 'B2B' },
    ]);
  });
  afterAll(() => t?.close());

  it('CSV: Dhaka times a spreadsheet reads as dates, stage in words, items with SKUs, phone kept', async () => {
    const first = placed[0]!;
    const { entry, file } = await exported(`${ORDERS}/csv`, { ids: String(first.id) });
    expect(entry).toMatchObject({ format: 'csv' });
    expect(entry.fileName).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
    // The name's time is the history's time, on the merchant's clock.
    expect(Math.abs(stampedAt(entry.fileName) - Date.parse(entry.createdAt))).toBeLessThan(2_000);
    const [header, row, ...rest] = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(rest).toEqual([]);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Order number')).toBe(first.orderNumber);
    expect(cell('Placed at')).toBe(dhakaMinuteOf(first.createdAt));
    expect(cell('Stage')).toBe('Ready for pickup');
    expect(cell('Customer phone')).toBe('01712-345678');
    expect(cell('Customer name')).toBe("'=1+1");
    expect(Number(cell('Total'))).toBe(Number(first.total));
    const items = await t.db
      .select({ sku: orderItems.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, first.id))
      .orderBy(asc(orderItems.id));
    expect(items.length).toBeGreaterThan(0);
    expect(cell('Items')).toBe(items.map((item) => `${item.sku} x ${item.quantity}`).join(', '));
  });

  it('writes the stages in the language of the merchant who asked (Accept-Language: bn)', async () => {
    const { file } = await exported(
      `${ORDERS}/csv`,
      {
        ids: placed.map((order) => order.id).join(','),
        orderBy: 'orderNumber',
        orderDirection: 'asc',
      },
      { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' },
    );
    const [header, ...rows] = parseCsv(file.body.replace(/^\uFEFF/, ''));
    const stageColumn = header!.indexOf('Stage');
    const byNumber = new Map(rows.map((row) => [row[0], row[stageColumn]]));
    for (const order of placed) {
      expect(byNumber.get(order.orderNumber)).toBe(stageLabels.bn[order.stage]);
    }
  });

  it('exports only the selected orders of the list (ids), never another merchant’s', async () => {
    const [first, , third] = placed;
    const { done, file } = await exported(`${ORDERS}/csv`, { ids: `${first!.id},${third!.id}` });
    expect(done.rowCount).toBe(2);
    const numbers = parseCsv(file.body.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((row) => row[0]);
    expect(numbers.sort()).toEqual([first!.orderNumber, third!.orderNumber].sort());

    const { owner: stranger, merchantId: strangersMerchant } = await createAccounts(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `${ORDERS}/csv`,
      headers: t.auth(stranger, strangersMerchant),
      payload: { ids: String(first!.id) },
    });
    const theirs = await waitForExport(t, t.auth(stranger, strangersMerchant), response.json().id);
    expect(theirs).toMatchObject({ status: 'done', rowCount: 0 });
  });

  it('XLSX: text cells keep a leading 0 and never run as formulas; times are date cells; money numbers', async () => {
    const first = placed[0]!;
    const { entry, file } = await exported(`${ORDERS}/xlsx`, { ids: String(first.id) });
    expect(entry.fileName).toMatch(/^orders-\d{8}-\d{6}\.xlsx$/);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { sheet, cell } = await sheetOf(file);
    expect(sheet.rowCount).toBe(2);
    expect(cell(2, 'Order number').value).toBe(first.orderNumber);
    const phone = cell(2, 'Customer phone');
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toBe('01712345678');
    const name = cell(2, 'Customer name');
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe('=1+1');
    expect(name.formula).toBeUndefined();
    const placedAt = cell(2, 'Placed at');
    expect(placedAt.type).toBe(ExcelJS.ValueType.Date);
    expect(placedAt.numFmt).toBe('yyyy-mm-dd hh:mm');
    // A spreadsheet's date has no zone: the cell holds the Dhaka wall clock.
    expect((placedAt.value as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(
      dhakaMinuteOf(first.createdAt),
    );
    const total = cell(2, 'Total');
    expect(total.type).toBe(ExcelJS.ValueType.Number);
    expect(total.value).toBe(Number(first.total));
    expect(cell(2, 'Stage').value).toBe('Ready for pickup');
  });

  it('exports the product list as filtered, in CSV and XLSX', async () => {
    const shop = await createShop(t.db, { merchantId });
    const made = [
      await createShopProduct(t.db, shop, {
        name: 'Jamdani saree',
        sku: '0042-RED',
        price: 4250.5,
      }),
      await createShopProduct(t.db, shop, { name: '=cmd|x', sku: 'TST-X', stock: 2 }),
    ];
    const filters = { shopId: shop.id, orderBy: 'name', orderDirection: 'asc' };
    const csv = await exported(`${PRODUCTS}/csv`, filters);
    expect(csv.entry.fileName).toMatch(/^products-\d{8}-\d{6}\.csv$/);
    const [header, ...rows] = parseCsv(csv.file.body.replace(/^\uFEFF/, ''));
    expect(rows.map((row) => row[header!.indexOf('SKU')])).toEqual(['TST-X', '0042-RED']);
    expect(rows[0]![header!.indexOf('Product')]).toBe("'=cmd|x");
    expect(rows[1]![header!.indexOf('Price')]).toBe('4250.50');

    const xlsx = await exported(`${PRODUCTS}/xlsx`, filters);
    expect(xlsx.done.rowCount).toBe(made.length);
    const { cell } = await sheetOf(xlsx.file);
    expect(cell(2, 'Product').value).toBe('=cmd|x');
    expect(cell(2, 'Product').formula).toBeUndefined();
    expect(cell(3, 'SKU').value).toBe('0042-RED');
    expect(cell(3, 'Price').value).toBe(4250.5);
    expect(cell(2, 'Stock').value).toBe(2);
    expect(cell(2, 'Updated at').type).toBe(ExcelJS.ValueType.Date);

    // The panel's flags as its URL carries them: only the product at its low-stock line.
    const lowStock = await exported(`${PRODUCTS}/csv`, { ...filters, lowStock: 'true' });
    const [lowHeader, ...lowRows] = parseCsv(lowStock.file.body.replace(/^\uFEFF/, ''));
    expect(lowRows.map((row) => row[lowHeader!.indexOf('SKU')])).toEqual(['TST-X']);
  });

  it('exports a bill as XLSX: its lines, the period as date cells, amounts as numbers', async () => {
    const bill = await createBill(t.db, merchantId, {
      approvalStatus: 'approved',
      totalBillAmount: 1_250.75,
    });
    const { entry, file } = await exported(`/api/v1/bms/bills/${bill.id}/export/xlsx`, {});
    expect(entry.fileName).toMatch(/^bill-.+-\d{8}-\d{6}\.xlsx$/);
    const { cell } = await sheetOf(file);
    expect(cell(2, 'Bill number').value).toBe(bill.billNumber);
    expect(cell(2, 'Period start').type).toBe(ExcelJS.ValueType.Date);
    expect(cell(2, 'Kind').value).toBe('Adjustment');
    expect(cell(2, 'Amount').value).toBe(1_250.75);
  });

  it('refuses a format it does not write (400)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${ORDERS}/pdf`,
      headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: expect.any(String) });
  });
});
