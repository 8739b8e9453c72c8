import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, withoutLiveStream } from './support';

/** A toast's message (the live region repeats it for screen readers). */
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).first();

/** One product of the demo merchant, found by its SKU so the list shows that row alone. */
async function openProductRow(
  page: Page,
  // A product in the middle of the second shop: no other spec edits it.
  skuEnd = '-042',
): Promise<{ row: Locator; sku: string; name: string }> {
  await page.goto('/merchant/product/');
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await page.getByLabel('Search').fill(skuEnd);
  await expect(page).toHaveURL(new RegExp(`search=${skuEnd}`));
  // The address changes before the searched list replaces the one shown: wait for its row.
  const first = page.getByTestId('product-row').first();
  await expect(first).toHaveAttribute('data-sku', new RegExp(`${skuEnd}$`));
  const sku = (await first.getAttribute('data-sku')) ?? '';
  await page.goto(`/merchant/product/?search=${encodeURIComponent(sku)}`);
  const row = page.locator(`[data-testid="product-row"][data-sku="${sku}"]`);
  await expect(row).toHaveCount(1);
  const name = (await row.getByRole('link').first().textContent())?.trim() ?? '';
  return { row, sku, name };
}

test('a merchant changes a product’s stock and delivery charge, delists and relists it', async ({
  page,
}) => {
  await signIn(page);
  const { row, name } = await openProductRow(page);

  const before = Number(await row.getByTestId('stock-value').textContent());
  const stock = before + 7;
  await row.getByRole('button', { name: `Stock of ${name}: ${before}. Edit` }).click();
  await row.getByLabel(`New stock of ${name}`).fill(String(stock));
  await row.getByLabel(`New stock of ${name}`).press('Enter');
  await expect(row.getByTestId('stock-value')).toHaveText(String(stock));
  await expect(toast(page, `Stock of ${name} set to ${stock}`)).toBeVisible();

  await row.getByRole('button', { name: new RegExp(`^Delivery charge of ${name}`) }).click();
  const charge = row.getByLabel(`New delivery charge of ${name} in BDT`);
  await charge.fill('85.255');
  await charge.press('Enter');
  await expect(row.getByText('At most 2 decimal places')).toBeVisible();
  await charge.fill('85.25');
  await charge.press('Enter');
  await expect(row.getByTestId('charge-value')).toHaveText('৳85.25');
  await expect(toast(page, `Delivery charge of ${name} set to ৳85.25`)).toBeVisible();

  const listed = row.getByRole('switch', { name: `Listed: ${name}` });
  await expect(listed).toHaveAttribute('aria-checked', 'true');
  await listed.click();
  await expect(listed).toHaveAttribute('aria-checked', 'false');
  await expect(toast(page, `${name} delisted: customers no longer see it`)).toBeVisible();

  // The server kept every change.
  await page.reload();
  await expect(row.getByTestId('stock-value')).toHaveText(String(stock));
  await expect(row.getByTestId('charge-value')).toHaveText('৳85.25');
  await expect(listed).toHaveAttribute('aria-checked', 'false');
  await expect(listed).toBeEnabled();

  await listed.click();
  await expect(listed).toHaveAttribute('aria-checked', 'true');
  await expect(toast(page, `${name} listed again`)).toBeVisible();
  await page.reload();
  await expect(listed).toHaveAttribute('aria-checked', 'true');

  // The product page shows the change in its stock history.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByTestId('stock-change').first()).toContainText(`+7`);
  await expect(page.getByRole('heading', { name: 'Shops selling this product' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ratings of the product' })).toBeVisible();
});

test('a merchant opens a shop and sees its ratings', async ({ page }) => {
  await signIn(page);
  await page.goto('/merchant/home');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Shops' })
    .click();
  await expect(page).toHaveURL(/\/merchant\/shops$/);
  const card = page.getByTestId('shop-card').first();
  await expect(card).toBeVisible();
  const shopName = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await card.getByRole('link', { name: shopName }).click();
  await expect(page).toHaveURL(/\/merchant\/shops\/\d+/);
  await expect(page.getByRole('heading', { name: shopName, level: 2 })).toBeVisible();
  // The products tab lists this shop's products only.
  await expect(page.getByTestId('product-row').first()).toBeVisible();

  await page.getByRole('link', { name: /^Ratings/ }).click();
  await expect(page).toHaveURL(/tab=ratings/);
  await expect(page.getByRole('heading', { name: 'Ratings of the shop' })).toBeVisible();
  await expect(page.getByTestId('rating-average')).toHaveText(/^\d\.\d$/);
  for (const star of [5, 4, 3, 2, 1])
    await expect(page.getByTestId(`star-bar-${star}`)).toBeVisible();
  await expect(page.getByTestId('review').first()).toBeVisible();
  // The first shop has more ratings than the one page of 100 the panel asks for.
  await expect(page.getByTestId('review')).toHaveCount(100);
});

test('a merchant saves a COD payment preference and the prompt no longer opens', async ({
  page,
}) => {
  await withoutLiveStream(page);
  await signIn(page);
  await page.goto('/merchant/home');
  await page.getByRole('button', { name: 'Change merchant acc.' }).click();
  await page
    .getByRole('dialog', { name: 'Merchant Account' })
    .getByText('Sylhet Tea Corner')
    .click();
  await expect(page).toHaveURL(/\/merchant\/orders\/all/);

  const prompt = page.getByRole('dialog', { name: 'COD payment preference' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('radio', { name: 'Rocket' }).check();
  await prompt.getByLabel('Account name').fill('Sylhet Tea Corner');
  await prompt.getByLabel('Wallet number').fill('01911000003');
  await prompt.getByRole('button', { name: 'Save preference' }).click();
  await expect(prompt.getByText('Enter a 12-digit Rocket number')).toBeVisible();
  await prompt.getByLabel('Wallet number').fill('019110000034');
  await prompt.getByRole('button', { name: 'Save preference' }).click();
  await expect(prompt).toBeHidden();
  await expect(toast(page, 'Payment preference saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByText('Sylhet Tea Corner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // Give the prompt every chance to appear before asserting it does not.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The Payment Preference page shows what was saved.
  await page.goto('/merchant/billing/info');
  await expect(page.getByRole('radio', { name: 'Rocket' })).toBeChecked();
  await expect(page.getByLabel('Wallet number')).toHaveValue('019110000034');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('with auto-delist on, a product whose stock is set to 0 is delisted and its history says why; stock back lists it again', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/merchant/product/?status=listed&search=-057');
  const row = page.getByTestId('product-row').first();
  await expect(row).toBeVisible();
  const name = (await row.getByRole('link').first().textContent())?.trim() ?? '';

  const settings = async (autoDelist: boolean) => {
    await page.getByRole('button', { name: 'Stock settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stock settings' });
    await dialog.getByLabel('Delist a product when its stock reaches 0').setChecked(autoDelist);
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'Stock settings saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  };
  await settings(true);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const setStock = async (stock: number) => {
    await page
      .getByRole('button', { name: new RegExp(`^Stock of ${name}: \\d+\\. Edit$`) })
      .click();
    await page.getByLabel(`New stock of ${name}`).fill(String(stock));
    await page.getByLabel(`New stock of ${name}`).press('Enter');
    await expect(page.getByTestId('stock-value')).toHaveText(String(stock));
  };
  await setStock(0);
  const listed = page.getByRole('switch', { name: `Listed: ${name}` });
  await expect(listed).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('stock-change').first()).toContainText(
    'Delisted automatically: out of stock',
  );
  await expect(page.getByTestId('stock-change').nth(1)).toContainText('→ 0');

  await setStock(12);
  await expect(listed).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('stock-change').first()).toContainText(
    'Listed again automatically: back in stock',
  );

  await page.goto('/merchant/product/');
  await settings(false);
});

test('a bulk file with one bad row shows the row’s error and applies nothing until it is corrected', async ({
  page,
}) => {
  await signIn(page);
  const { row, sku } = await openProductRow(page, '-071');
  const stock = Number(await row.getByTestId('stock-value').textContent());
  const shopHref =
    (await row.locator('a[href^="/merchant/shops/"]').first().getAttribute('href')) ?? '';
  const shopId = shopHref.split('/').at(-1);
  const file = (lines: string[]) => ({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`shop,sku,stock\n${lines.join('\n')}\n`),
  });

  await page.getByRole('button', { name: 'Bulk update' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Update stock and delivery charges from a file',
  });
  const chooser = dialog.getByLabel('File (CSV or XLSX)');
  await chooser.setInputFiles(file([`${shopId},${sku},${stock + 5}`, `${shopId},NOPE-999,3`]));
  await expect(dialog.getByTestId('bulk-summary')).toHaveText(
    '1 product will change; 1 row has an error.',
  );
  await expect(dialog.getByTestId('bulk-row').first()).toContainText(
    'No product with SKU "NOPE-999"',
  );
  const apply = dialog.getByRole('button', { name: /^Apply \d+ changes?$/ });
  await expect(apply).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(row.getByTestId('stock-value')).toHaveText(String(stock));

  await page.getByRole('button', { name: 'Bulk update' }).click();
  await chooser.setInputFiles(file([`${shopId},${sku},${stock + 5}`]));
  await expect(dialog.getByTestId('bulk-summary')).toHaveText(
    '1 product will change; 0 rows have an error.',
  );
  await expect(dialog.getByTestId('bulk-row')).toContainText(`${stock} → ${stock + 5}`);
  await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(toast(page, '1 product updated')).toBeVisible();
  await expect(row.getByTestId('stock-value')).toHaveText(String(stock + 5));
});
