import { BULK_UPDATE_CONTENT_TYPE } from '@mp/contract/cms/products';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { shopProducts, stockChanges } from './products.table';

describe('bulk stock and delivery-charge files', () => {
  let t: TestApp;
  let accounts: Accounts;
  let shop: { id: number; merchantId: number; name: string };
  let products: { id: number; sku: string }[];
  const send = (format: 'csv' | 'xlsx', content: Buffer, apply: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/merchant/shop-products/bulk-update',
      query: { format, apply: String(apply) },
      headers: { ...accounts.as(), 'content-type': BULK_UPDATE_CONTENT_TYPE },
      payload: content,
    });
  const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);
  const current = async () =>
    new Map(
      (
        await t.db
          .select({
            id: shopProducts.id,
            stock: shopProducts.stock,
            charge: shopProducts.deliveryCharge,
          })
          .from(shopProducts)
          .where(
            inArray(
              shopProducts.id,
              products.map((product) => product.id),
            ),
          )
      ).map((row) => [row.id, { stock: row.stock, charge: row.charge }]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
    const created = await createShop(t.db, {
      merchantId: accounts.merchantId,
      name: 'Dhanmondi Outlet',
    });
    shop = { ...created, name: 'Dhanmondi Outlet' };
    products = [];
    for (const sku of ['TEE-RED-M', 'TEE-RED-L', 'MUG-01', 'CAP-9']) {
      products.push(await createShopProduct(t.db, created, { sku, stock: 10, deliveryCharge: 60 }));
    }
  });
  afterAll(() => t?.close());

  it('previews every row with its change or its error, applies nothing while a row is wrong, then all of it', async () => {
    const before = await current();
    const file = [
      'Shop,SKU,Stock,Delivery charge',
      'Dhanmondi Outlet,TEE-RED-M,25,',
      `${shop.id},TEE-RED-L,,80.50`,
      'dhanmondi outlet,NOPE-1,5,',
      'Dhanmondi Outlet,MUG-01,-3,',
      'Dhanmondi Outlet,CAP-9,4,12.345',
      'Dhanmondi Outlet,TEE-RED-M,7,',
      'Gulshan,TEE-RED-M,1,',
      'Dhanmondi Outlet,MUG-01,10,60',
    ];
    const preview = await send('csv', csv(file), false);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ applied: false, changes: 2, errors: 6 });
    const byLine = new Map(body.rows.map((row: { line: number }) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({
      stock: { from: 10, to: 25 },
      deliveryCharge: null,
      error: null,
    });
    expect(byLine.get(3)).toMatchObject({
      stock: null,
      deliveryCharge: { from: 60, to: 80.5 },
      error: null,
    });
    expect(byLine.get(4)).toMatchObject({
      error: 'No product with SKU "NOPE-1" in Dhanmondi Outlet',
    });
    expect(byLine.get(5)).toMatchObject({ error: 'Stock cannot be negative' });
    expect(byLine.get(6)).toMatchObject({
      error: 'Delivery charge "12.345" is not an amount in BDT',
    });
    expect(byLine.get(7)).toMatchObject({ error: 'The same product is on line 2' });
    expect(byLine.get(8)).toMatchObject({ error: 'No shop "Gulshan" in this merchant account' });
    expect(byLine.get(9)).toMatchObject({ error: 'The same product is on line 5', stock: null });
    expect(await current()).toEqual(before);

    const refused = await send('csv', csv(file), true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('VALIDATION_ERROR');
    expect(refused.json().details[0]).toEqual({
      path: 'line 4',
      message: expect.stringContaining('NOPE-1'),
    });
    expect(await current()).toEqual(before);

    const corrected = [file[0]!, file[1]!, file[2]!, 'Dhanmondi Outlet,MUG-01,0,'];
    const applied = await send('csv', csv(corrected), true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, changes: 3, errors: 0 });
    const after = await current();
    const [tee, teeLarge, mug] = products;
    expect(after.get(tee!.id)).toEqual({ stock: 25, charge: 60 });
    expect(after.get(teeLarge!.id)).toEqual({ stock: 10, charge: 80.5 });
    expect(after.get(mug!.id)).toEqual({ stock: 0, charge: 60 });
    const history = await t.db
      .select({ delta: stockChanges.delta, reason: stockChanges.reason })
      .from(stockChanges)
      .where(eq(stockChanges.shopProductId, tee!.id));
    expect(history).toEqual([{ delta: 15, reason: 'Bulk file' }]);
  });

  it('gives products their own low-stock threshold from a low_stock_threshold column', async () => {
    const cap = products[3]!;
    const applied = await send(
      'csv',
      csv(['shop,sku,low_stock_threshold', `${shop.name},CAP-9,7`]),
      true,
    );
    expect(applied.json()).toMatchObject({ applied: true, changes: 1 });
    expect(applied.json().rows[0].lowStockThreshold).toEqual({ from: 5, to: 7 });
    const [row] = await t.db
      .select({ threshold: shopProducts.lowStockThreshold, own: shopProducts.ownLowStockThreshold })
      .from(shopProducts)
      .where(eq(shopProducts.id, cap.id));
    expect(row).toEqual({ threshold: 7, own: true });
  });

  it('reads an XLSX file the same way, every cell as the spreadsheet shows it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stock');
    sheet.addRow(['shop', 'sku', 'stock']);
    sheet.addRow([shop.name, 'CAP-9', 33]);
    sheet.addRow([shop.name, 'CAP-9X', 1]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = (await send('xlsx', content, false)).json();
    expect(preview).toMatchObject({ changes: 1, errors: 1 });
    expect(preview.rows[0]).toMatchObject({ line: 2, stock: { from: 10, to: 33 } });
  });

  it('refuses a file it cannot read or whose header names no known column, with a clear 400', async () => {
    for (const [format, content] of [
      ['csv', csv(['name,price', 'Tee,500'])],
      ['csv', csv(['shop,sku', 'Dhanmondi Outlet,CAP-9'])],
      ['xlsx', Buffer.from('not a workbook')],
      ['csv', csv(['shop,sku,stock', '"unclosed,CAP-9,1'])],
    ] as const) {
      const response = await send(format, content, false);
      expect(response.statusCode, content.toString()).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });
});
