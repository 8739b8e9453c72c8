import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Printing and exports act on delivered orders of the demo user's first merchant: no other e2e
 * file prints or exports, and printing changes no stage, so their data stays as they expect.
 */
const BULK = '/merchant/bulk?stage=delivered';

/** The order ids of the bulk print list as it stands (not yet printed ones by default). */
async function listedOrderIds(page: Page) {
  const rows = page.getByTestId('bulk-order-row');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((elements) =>
    elements.map((element) => Number(element.getAttribute('data-order-id'))),
  );
}

test.beforeEach(async ({ page, context }) => {
  // The print dialog would wait for a person; the log and the page are what is checked.
  await context.addInitScript(() => {
    window.print = () => {};
  });
  await signIn(page);
});

test('printing one order shows the invoice without the panel and marks the order printed', async ({
  page,
}) => {
  await page.goto(BULK);
  const [orderId] = await listedOrderIds(page);
  const logged = page.waitForResponse(
    (response) =>
      response.url().includes('/log-invoice-print/bulk') && response.request().method() === 'POST',
  );
  await page.goto(`/merchant/print-order/${orderId}?noprint=1`);
  const invoice = page.getByTestId('invoice');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toHaveAttribute('data-order-id', String(orderId));
  await expect(page.getByTestId('order-barcode')).toBeVisible();
  await expect(page.getByTestId('cod-to-collect')).toBeVisible();
  // No layout: neither the sidebar nor the header.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const result = await (await logged).json();
  expect(result.results).toEqual([{ id: orderId, ok: true }]);

  // On paper (A4 less the margins, ~718 px) the header is one row and the barcode full width.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 718, height: 1000 });
  const barcode = page.getByTestId('order-barcode');
  const merchantBlock = invoice.locator('header > div').first();
  const [barcodeBox, merchantBox] = [
    await barcode.boundingBox(),
    await merchantBlock.boundingBox(),
  ];
  // Wrapped, the barcode would start below the merchant's block.
  expect(barcodeBox?.y).toBeLessThan((merchantBox?.y ?? 0) + (merchantBox?.height ?? 0));
  expect(barcodeBox?.width).toBe(Number(await barcode.getAttribute('width')));
  await page.emulateMedia({ media: 'screen' });

  await page.goto(BULK);
  await expect(page.getByTestId('bulk-order-row').first()).toBeVisible();
  await expect(page.locator(`[data-order-id="${orderId}"]`)).toHaveCount(0);
  await page.getByLabel('Not yet printed only').uncheck();
  const row = page.locator(`[data-testid="bulk-order-row"][data-order-id="${orderId}"]`);
  await expect(row.getByTestId('last-printed')).toBeVisible();
});

test('bulk print puts three chosen orders on one sheet, a page each', async ({ page }) => {
  await page.goto(BULK);
  const ids = (await listedOrderIds(page)).slice(0, 3);
  for (const id of ids) {
    await page
      .locator(`[data-testid="bulk-order-row"][data-order-id="${id}"]`)
      .getByRole('checkbox')
      .check();
  }
  const [sheet] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Print 3 selected' }).click(),
  ]);
  await expect(sheet.getByTestId('invoice')).toHaveCount(3);
  expect(new URL(sheet.url()).search).toBe(`?ids=${ids.join(',')}`);
  const invoices = sheet.getByTestId('invoice');
  expect(
    await invoices.evaluateAll((elements) =>
      elements.map((element) => Number(element.getAttribute('data-order-id'))),
    ),
  ).toEqual(ids);
  const breaks = await invoices.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element.parentElement!).breakAfter),
  );
  expect(breaks).toEqual(['page', 'page', 'auto']);
  await sheet.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('a CSV export finishes in the header’s history and downloads through a signed URL', async ({
  page,
}) => {
  await page.goto('/merchant/bulk?stage=delivered&printed=any');
  await expect(page.getByTestId('bulk-order-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  await expect(page.getByText('Export started', { exact: true }).first()).toBeVisible();

  const entry = page.getByTestId('export-entry').first();
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(entry).toContainText(/orders-\d{8}-\d{6}\.csv/);
  await expect(entry).toContainText(/\d+ rows/);
  await expect(
    page.getByRole('button', { name: 'Export history (recent export)' }),
  ).toHaveAttribute('data-recent', 'true');

  const signed = page.waitForResponse((response) =>
    response.url().includes('/fms/files/urlGenerator'),
  );
  const popup = page.waitForEvent('popup');
  await entry.getByRole('button', { name: 'Download' }).click();
  await popup;
  const { url } = (await (await signed).json()) as { url: string };
  expect(url).toContain('/api/v1/fms/files/signed?');
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = await file.text();
  expect(text.replace(/^\uFEFF/, '').startsWith('Order number,')).toBe(true);
});

test('any order list prints the selected orders on one sheet (#22 item 4)', async ({ page }) => {
  await page.goto('/merchant/orders/delivered');
  const rows = page.getByTestId('order-row');
  await expect(rows.nth(1)).toBeVisible();
  const numbers: string[] = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    numbers.push((await row.getAttribute('data-order-number')) as string);
    await row.getByRole('checkbox').check();
  }
  const bar = page.getByRole('region', { name: 'Selected orders' });
  const [sheet] = await Promise.all([
    page.waitForEvent('popup'),
    bar.getByRole('link', { name: 'Print 2 selected' }).click(),
  ]);
  const invoices = sheet.getByTestId('invoice');
  await expect(invoices).toHaveCount(2);
  expect(new URL(sheet.url()).search).toMatch(/^\?ids=\d+,\d+$/);
  for (const number of numbers) await expect(sheet.getByText(number).first()).toBeVisible();
});

test('any order list exports its selected orders, as XLSX when asked (#22 items 4 and 11)', async ({
  page,
}) => {
  await page.goto('/merchant/orders/delivered');
  const rows = page.getByTestId('order-row');
  await expect(rows.nth(1)).toBeVisible();
  for (const index of [0, 1]) await rows.nth(index).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await bar.getByRole('button', { name: 'Export 2 selected' }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  await expect(page.getByText('Export started', { exact: true }).first()).toBeVisible();
  const entry = page.getByTestId('export-entry').first();
  await expect(entry).toContainText(/orders-\d{8}-\d{6}\.xlsx/);
  await expect(entry).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(entry).toContainText('2 rows');
});
