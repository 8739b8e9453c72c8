import { expect, type Page, test } from '@playwright/test';
import { DEMO, logIn, ops, signIn } from './support';

/** The number a "to do" shows, once loaded. */
async function todoCount(page: Page, id: string) {
  const count = page.getByTestId(`todo-${id}`).getByTestId('todo-count');
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.textContent());
}

/** Opens a "to do" and returns to Home after checking the list's own count. */
async function opensListOf(page: Page, id: string, listCount: (page: Page) => Promise<number>) {
  const expected = await todoCount(page, id);
  await page.getByTestId(`todo-${id}`).click();
  expect(await listCount(page), id).toBe(expected);
  await page.goBack();
  await expect(page).toHaveURL(/\/merchant\/home$/);
}

const badge = (testId: string) => async (page: Page) => {
  const count = page.getByTestId(testId);
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.textContent());
};

/** "1–20 of 57": the list's total (the demo has products under their threshold). */
const pagedTotal = async (page: Page) => {
  const range = page.getByText(/^\d+–\d+ of \d+$/);
  await expect(range.first()).toBeVisible();
  return Number((await range.first().textContent())?.split(' of ')[1]);
};

test('sign-in lands on Home, and each "to do" count is the number of rows the list it opens holds', async ({
  page,
}) => {
  await logIn(page, DEMO.phone, DEMO.password);
  await expect(page.getByRole('heading', { name: 'To do now' })).toBeVisible();
  await expect(page).toHaveTitle(/Home · Merchant Panel$/);

  await opensListOf(page, 'confirm', badge('stage-count-placed'));
  await opensListOf(page, 'confirm-overdue', badge('stage-count-placed'));
  await opensListOf(page, 'pickup', badge('stage-count-dispatch_requestable'));
  await opensListOf(page, 'pickup-overdue', badge('stage-count-dispatch_requestable'));
  await opensListOf(page, 'proofs', badge('stage-count-placed'));
  await opensListOf(page, 'issues', badge('issue-count-open'));
  await opensListOf(page, 'low-stock', pagedTotal);
  await opensListOf(page, 'out-of-stock', pagedTotal);

  await expect(page.getByTestId('todo-amount-due')).toContainText('৳');
  await page.getByTestId('todo-amount-due').getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Pay bill' })).toBeVisible();
});

test('Home shows the orders placed today by where they are now, each stage a link to them', async ({
  page,
  baseURL,
}) => {
  await ops(baseURL, 'place-orders', '1', '--count', '2');
  await signIn(page);
  await page.goto('/merchant/home');
  const placed = page.getByTestId('today-placed');
  await expect(placed).toBeVisible();
  const shown = Number(await placed.locator('.tabular-nums').textContent());
  expect(shown).toBeGreaterThanOrEqual(2);
  await placed.getByRole('link').click();
  await expect(page).toHaveURL(
    /\/merchant\/orders\/placed\?createdFrom=\d{4}-\d{2}-\d{2}&createdTo=/,
  );
  await expect(page.getByTestId('stage-count-placed')).toHaveText(String(shown));
});

test('Home draws orders and sales per day over 30 days against the 30 before, in total and per shop', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/merchant/home');
  const orders = page.getByTestId('trend-orders');
  await expect(page.getByTestId('trend-chart-orders').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('trend-chart-sales').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('trend-sales').getByTestId('trend-current')).toContainText('৳');
  await expect(page.getByTestId('trend-chart-orders')).toHaveAttribute(
    'aria-label',
    /^Orders placed per day: [\d,]+ in the last 30 days, [\d,]+ in the 30 days before$/,
  );

  /** The figure shown, then the number of orders of the list it opens. */
  const figureAndList = async () => {
    const figure = orders.getByTestId('trend-current');
    await expect(figure).toHaveText(/^[\d,]+$/);
    const shown = Number((await figure.textContent())?.replaceAll(',', ''));
    await figure.click();
    await expect(page).toHaveURL(
      /\/merchant\/orders\/all\?page=1&createdFrom=\d{4}-\d{2}-\d{2}&createdTo=/,
    );
    const listed = await badge('stage-count-all')(page);
    await page.goBack();
    return { shown, listed };
  };
  const total = await figureAndList();
  expect(total.shown).toBeGreaterThan(0);
  expect(total.listed).toBe(total.shown);

  // One shop's figure is that shop's list.
  const shop = page.getByRole('combobox', { name: 'Shop' });
  const firstShop = (await shop.locator('option').nth(1).getAttribute('value')) ?? '';
  await shop.selectOption(firstShop);
  await expect(orders.getByTestId('trend-current')).toHaveAttribute(
    'href',
    new RegExp(`shopIds=${firstShop}$`),
  );
  const oneShop = await figureAndList();
  expect(oneShop.listed).toBe(oneShop.shown);
  expect(oneShop.shown).toBeLessThanOrEqual(total.shown);
});

test("the scorecard's cancellation rate is the orders it links to over the week's orders, and a cancellation for the shop's own reason counts in it", async ({
  page,
  baseURL,
}) => {
  const placed = await ops(baseURL, 'place-orders', '1', '--count', '1');
  const orderNumber = placed.trim().split(':')[0] ?? '';
  await signIn(page);
  await page.goto('/merchant/home');
  const card = page.getByTestId('score-cancellation');
  const linkCount = async (testId: string) =>
    Number((await card.getByTestId(testId).textContent())?.match(/\d+/)?.[0]);
  await expect(card.getByTestId('score-value')).toHaveText(/^\d+\.\d+%$/);
  const cancelledBefore = await linkCount('score-cancelled-link');

  // The order just placed, cancelled from its page as out of stock: the shop's own reason.
  await page.goto(`/merchant/orders/placed?page=1&search=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber }).click();
  const header = page.getByRole('article').locator('header');
  await header.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Choose why the order is cancelled')).toBeVisible();
  await dialog.getByLabel('Reason for cancelling').selectOption({ label: 'Out of stock' });
  await expect(dialog.getByText("This reason is the shop's own")).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('cancel-reason')).toHaveText('Out of stock');

  await page.goto('/merchant/home');
  await expect(card.getByTestId('score-cancelled-link')).toHaveText(
    `${cancelledBefore + 1} cancelled by the shop`,
  );
  const shown = await card.getByTestId('score-value').textContent();
  /** Follows a link of the card, reads the list's count, comes back. */
  const listed = async (testId: string, countTestId: string) => {
    await card.getByTestId(testId).click();
    const value = await badge(countTestId)(page);
    await page.goBack();
    return value;
  };
  const cancelled = await listed('score-cancelled-link', 'stage-count-cancelled');
  const weekOrders = await listed('score-orders-link', 'stage-count-all');
  expect(cancelled).toBe(cancelledBefore + 1);
  const rate = (cancelled / weekOrders) * 100;
  const figure = Number(shown?.replace('%', ''));
  expect(Math.abs(figure - rate)).toBeLessThan(0.05);
  // The figure shown is the one its flag judged: on the same side of the 2% line as the rate.
  expect(figure <= 2).toBe(rate <= 2);
  await expect(card).toContainText(rate <= 2 ? 'Within the line' : 'Past the line');
  await expect(page.getByTestId('score-confirmation').getByTestId('score-value')).toHaveText(
    /^(\d+%|—)$/,
  );
});

test('a filtered list saved under a name shows in the sidebar and reopens the same list after a reload', async ({
  page,
}) => {
  // Names of this run: a view's name is used once per list.
  const run = String(Date.now()).slice(-6);
  const named = (name: string) => `${name} ${run}`;
  await signIn(page);
  await page.goto('/merchant/orders/all?page=1&orderTypes=COD&deliveryChargePaymentStatus=unpaid');
  await expect(page.getByLabel('Order type')).toHaveValue('COD');
  const saved = new URL(page.url());
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill(named('Unpaid COD'));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const link = page.getByRole('link', { name: named('Unpaid COD') });
  await expect(link).toBeVisible();

  await page.goto('/merchant/home');
  await page.reload();
  await page.getByRole('link', { name: named('Unpaid COD') }).click();
  await expect(page).toHaveURL(`${saved.pathname}${saved.search}`);
  await expect(page.getByLabel('Order type')).toHaveValue('COD');
  await expect(page.getByRole('link', { name: 'Unpaid COD' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Renamed, then deleted, from the sidebar's dialog.
  await page.getByRole('button', { name: 'Manage saved views' }).click();
  const manage = page.getByRole('dialog', { name: 'Saved views' });
  const row = manage
    .getByTestId('manage-view')
    .filter({ has: page.getByRole('button', { name: `Move ${named('Unpaid COD')} up` }) });
  await row.getByLabel('Name (orders)').fill(named('COD to pay'));
  await row.getByRole('button', { name: 'Rename' }).click();
  // The sidebar behind the dialog follows.
  const sidebarLink = page.getByTestId('saved-view-link').filter({ hasText: named('COD to pay') });
  await expect(sidebarLink).toHaveCount(1);
  await manage.getByRole('button', { name: `Delete ${named('COD to pay')}` }).click();
  await expect(sidebarLink).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Products and issues keep views too, each under its own entry.
  for (const [url, name] of [
    ['/merchant/product/?lowStock=true', named('Low stock')],
    ['/merchant/issues?status=open', named('Open issues')],
  ] as const) {
    await page.goto(url);
    await expect(page).toHaveURL(/\?(lowStock|status)=/);
    const here = new URL(page.url());
    await page.getByRole('button', { name: 'Save view' }).click();
    const save = page.getByRole('dialog', { name: 'Save this view' });
    await save.getByLabel('Name').fill(name);
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(save).toHaveCount(0);
    await expect(page.getByRole('link', { name })).toHaveAttribute(
      'href',
      `${here.pathname}${here.search}`,
    );
  }
});
