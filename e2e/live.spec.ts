import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, ops, signIn } from './support';

/**
 * Chattogram Electronics (merchant 2 of the demo login), as in orders.spec.ts: tests run one at a
 * time, and each compares the counts it reads before and after its own change.
 */
const MERCHANT_ID = 2;

/** A browser of its own (its own cookies and stream) on the merchant's Ready to Confirm list. */
async function openReadyToConfirm(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO, MERCHANT_ID);
  await page.goto('/merchant/orders/placed?page=1');
  await expect(page.getByRole('banner').getByText('Chattogram Electronics')).toBeVisible();
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  // Changes made before the stream opens are this page's first load, not events.
  await expect(page.locator('header[data-live-state="live"]')).toBeVisible();
  return page;
}

const placedCount = async (page: Page) =>
  Number(await page.getByTestId('stage-count-placed').textContent());

test('an order confirmed in one browser leaves the other browser’s list and counts within 2 s', async ({
  browser,
}) => {
  const first = await openReadyToConfirm(browser);
  const second = await openReadyToConfirm(browser);
  const before = await placedCount(second);
  await expect(second.getByTestId('menu-count-placed')).toHaveText(String(before));

  // Not a B2B order: its Confirm may ask for a reason before it sends anything.
  const row = first.getByTestId('order-row').filter({ hasNotText: 'B2B' }).first();
  const orderNumber = (await row.getAttribute('data-order-number')) as string;
  await expect(second.locator(`[data-order-number="${orderNumber}"]`)).toBeVisible();
  await row.getByRole('button', { name: `Confirm ${orderNumber}` }).click();
  await expect(first.getByText(`Order ${orderNumber} confirmed`, { exact: true })).toBeVisible();

  await expect(second.locator(`[data-order-number="${orderNumber}"]`)).toHaveCount(0, {
    timeout: 2_000,
  });
  await expect(second.getByTestId('stage-count-placed')).toHaveText(String(before - 1), {
    timeout: 2_000,
  });
  await expect(second.getByTestId('menu-count-placed')).toHaveText(String(before - 1), {
    timeout: 2_000,
  });
  // The entry keeps the spec's name; the number is not part of it.
  await expect(
    second
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Ready to Confirm', exact: true }),
  ).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('orders placed by the marketplace show in the open list’s bar within 2 s, and come in on request', async ({
  browser,
  baseURL,
}) => {
  const page = await openReadyToConfirm(browser);
  const before = await placedCount(page);
  const firstRowBefore = await page
    .getByTestId('order-row')
    .first()
    .getAttribute('data-order-number');

  const lines = await ops(baseURL, 'place-orders', String(MERCHANT_ID), '--count', '2');
  const numbers = lines
    .trim()
    .split('\n')
    .map((line) => line.split(':')[0]);
  expect(numbers).toHaveLength(2);

  const bar = page.getByTestId('new-orders-bar');
  await expect(bar).toHaveText('2 new orders · Show', { timeout: 2_000 });
  await expect(page.getByTestId('stage-count-placed')).toHaveText(String(before + 2));
  // The rows did not move under the pointer.
  await expect(page.getByTestId('order-row').first()).toHaveAttribute(
    'data-order-number',
    firstRowBefore as string,
  );

  // The bell says so too, and the tab's title carries the unread count.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 2_000 });
  await expect(page).toHaveTitle(/^\(\d+\) /);
  await bell.click();
  await expect(page.getByTestId('notification-item').first()).toHaveText(/2 new orders/);
  await page.keyboard.press('Escape');

  await bar.click();
  await expect(bar).toHaveCount(0);
  for (const number of numbers) {
    await expect(page.locator(`[data-order-number="${number}"]`)).toBeVisible();
  }
  await page.context().close();
});

test('a finished export appears in the bell with its download; marking all read clears the count', async ({
  browser,
}) => {
  const page = await openReadyToConfirm(browser);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  await expect(page.getByText('Export started', { exact: true }).first()).toBeVisible();

  const bell = page.getByTestId('notification-bell');
  await bell.click();
  const item = page.locator('[data-testid="notification-item"][data-kind="export_done"]').first();
  await expect(item).toHaveText(/Your export orders-\d{8}-\d{6}\.csv is ready to download/, {
    timeout: 20_000,
  });
  const signed = page.waitForResponse((response) =>
    response.url().includes('/fms/files/urlGenerator'),
  );
  const popup = page.waitForEvent('popup');
  await item.click();
  await popup;
  const { url } = (await (await signed).json()) as { url: string };
  expect((await page.request.get(url)).status()).toBe(200);

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page).not.toHaveTitle(/^\(/);
  await page.context().close();
});

test('with browser notifications on, an order placed while the tab is in the background notifies once', {
  tag: '@full-chromium',
}, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ permissions: ['notifications'] });
  // The browser's own notification is recorded as it is made; the tab's visibility is ours to set.
  await context.addInitScript(() => {
    const page = window as unknown as { shown: string[]; hidden: boolean };
    page.shown = [];
    page.hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (page.hidden ? 'hidden' : 'visible'),
    });
    const Native = window.Notification;
    window.Notification = class extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        page.shown.push(title);
      }
    };
  });
  const page = await context.newPage();
  await signIn(page, DEMO, MERCHANT_ID);
  await page.goto('/merchant/orders/placed?page=1');
  await expect(page.locator('header[data-live-state="live"]')).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toBeVisible();

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Browser notifications' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Browser notifications' })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.evaluate(() => {
    (window as unknown as { hidden: boolean }).hidden = true;
  });
  const lines = await ops(baseURL, 'place-orders', String(MERCHANT_ID), '--count', '1');
  const orderNumber = lines.trim().split(':')[0];
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shown: string[] }).shown), {
      timeout: 2_000,
    })
    .toEqual([`New order ${orderNumber}`]);
  await context.close();
});

test('after a dropped connection the panel says it is reconnecting, then catches up with what it missed', async ({
  browser,
  baseURL,
}) => {
  const page = await openReadyToConfirm(browser);
  const before = await placedCount(page);
  await page.context().setOffline(true);
  await expect(page.getByTestId('live-reconnecting')).toHaveText('Reconnecting…');

  // Placed while this browser is cut off: it hears of it only by resuming from its last event.
  await ops(baseURL, 'place-orders', String(MERCHANT_ID), '--count', '1');
  await page.context().setOffline(false);
  await expect(page.getByTestId('live-reconnecting')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('new-orders-bar')).toHaveText('1 new order · Show');
  await expect(page.getByTestId('stage-count-placed')).toHaveText(String(before + 1));
  await page.context().close();
});
