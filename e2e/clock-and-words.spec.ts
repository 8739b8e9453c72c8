import { dhakaDay, dhakaWallClock } from '@mp/contract/dhaka-time';
import type { OrderListItem } from '@mp/contract/oms/orders';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatDateTime, formatDay } from '../apps/web/src/lib/format';
import { DEMO, signIn } from './support';

/** The demo merchant the order tests use (Chattogram Electronics). */
const MERCHANT_ID = 2;

async function pageIn(browser: Browser, baseURL: string | undefined, timezoneId: string) {
  const context = await browser.newContext({ baseURL, timezoneId, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, DEMO, MERCHANT_ID);
  return page;
}

/** Every order of the merchant, as the API lists it (the demo holds a few hundred). */
async function allOrders(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'mp_access_token')?.value;
  const orders: OrderListItem[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const response = await page.request.get(
      `/api/v1/oms/merchant-orders?page=${pageNumber}&limit=100`,
      { headers: { Authorization: `Bearer ${token}`, 'X-Merchant-Id': String(MERCHANT_ID) } },
    );
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { content: OrderListItem[]; totalPages: number };
    orders.push(...body.content);
    if (pageNumber >= body.totalPages) return orders;
  }
}

test('an order reads the same Dhaka time in a browser on UTC and one on Asia/Dhaka, and a one-day filter lists exactly the orders shown on that day', async ({
  browser,
}, testInfo) => {
  const { baseURL } = testInfo.project.use;
  const utc = await pageIn(browser, baseURL, 'UTC');
  const dhaka = await pageIn(browser, baseURL, 'Asia/Dhaka');
  const orders = await allOrders(utc);
  // Placed before 06:00 in Dhaka: on the previous day by a UTC clock, the case that went wrong.
  const early = orders.find((order) => dhakaWallClock(new Date(order.createdAt)).hour < 6);
  if (!early) throw new Error('The demo has no order placed before 06:00 Dhaka time');
  const day = dhakaDay(new Date(early.createdAt));
  const ofTheDay = orders.filter((order) => dhakaDay(new Date(order.createdAt)) === day);
  expect(ofTheDay.length).toBeLessThanOrEqual(100);

  for (const page of [utc, dhaka]) {
    await page.goto(`/merchant/orders/all?page=1&limit=100&createdFrom=${day}&createdTo=${day}`);
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(ofTheDay.length);
    // The early order, at its Dhaka time, whichever zone the browser is in.
    await expect(page.locator(`[data-order-number="${early.orderNumber}"]`)).toContainText(
      formatDateTime(early.createdAt, 'en'),
    );
    // Exactly the orders of that Dhaka day, each shown on that day.
    const shown = await rows.evaluateAll((elements) =>
      elements.map((row) => row.getAttribute('data-order-number')),
    );
    expect(shown.sort()).toEqual(ofTheDay.map((order) => order.orderNumber).sort());
    for (const row of await rows.all()) await expect(row).toContainText(formatDay(day, 'en'));
  }
  await utc.context().close();
  await dhaka.context().close();
});

test('a count says "1 item" in English and "১টি পণ্য" in Bangla, with Bangla months and digits beside it', async ({
  browser,
}, testInfo) => {
  const page = await pageIn(browser, testInfo.project.use.baseURL, 'UTC');
  const single = (await allOrders(page)).find((order) => order.itemCount === 1);
  if (!single) throw new Error('The demo has no order of one item');
  const row = page.locator(`[data-order-number="${single.orderNumber}"]`);
  const list = `/merchant/orders/all?page=1&search=${single.orderNumber}`;

  await page.goto(list);
  await expect(row).toContainText('1 item');
  await expect(row).not.toContainText('1 items');

  await page.evaluate(() => localStorage.setItem('mp.locale', 'bn'));
  await page.goto(list);
  await expect(row).toContainText('১টি পণ্য');
  const placed = formatDateTime(single.createdAt, 'bn');
  await expect(row).toContainText(placed);
  // The card's date is all Bangla: no Latin digit or English month beside the Bangla words.
  expect(placed).not.toMatch(/[0-9]|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
  await page.context().close();
});
