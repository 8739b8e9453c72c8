import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeViolations, signIn } from './support';

test.use({ serviceWorkers: 'allow' });

const SERVICE_WORKER = fileURLToPath(new URL('../apps/web/dist/sw.js', import.meta.url));

/** Width and height written in a PNG's header. */
async function pngSize(request: APIRequestContext, src: string) {
  const response = await request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page) {
  return (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** Once the service worker has installed the panel and controls this page. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

const keptQueryCaches = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('mp-query-cache:')));
/** Whether a kept cache already holds this text (the persister writes at most once a second). */
const keptCacheHolds = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('mp-query-cache:'))
        .some((key) => localStorage.getItem(key)?.includes(wanted)),
    text,
  );

test('the manifest is linked, in the merchant’s language, and Chromium finds the app installable', {
  tag: '@full-chromium',
}, async ({ page, request }) => {
  await page.goto('/auth/login');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Merchant Panel',
    short_name: 'Merchant',
    start_url: '/merchant/home',
    display: 'standalone',
    theme_color: '#1d5fd6',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const icon of icons) expect(await pngSize(request, icon.src)).toBe(icon.sizes);
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  await controlledByServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito ones, where Chromium installs nothing: nothing else.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  await page.evaluate(() => localStorage.setItem('mp.locale', 'bn'));
  await page.reload();
  await expect(link).toHaveAttribute('href', '/manifest.bn.webmanifest');
  const bangla = await (await request.get('/manifest.bn.webmanifest')).json();
  expect(bangla).toMatchObject({ lang: 'bn', short_name: 'মার্চেন্ট', start_url: '/merchant/home' });
});

test('offline, a reload shows the panel and the orders seen before; changes are refused; online again, it refreshes', async ({
  page,
  context,
}) => {
  await signIn(page);
  // COD orders: Confirm on one sends the request at once (a B2B one may ask for a reason first).
  await page.goto('/merchant/orders/placed?orderTypes=COD');
  const row = page.getByTestId('order-row').first();
  await expect(row).toBeVisible();
  const orderNumber = (await row.getAttribute('data-order-number')) as string;
  await controlledByServiceWorker(page);
  await expect.poll(() => keptQueryCaches(page)).toHaveLength(1);
  // The list itself is kept, not only what was cached before it loaded.
  await expect.poll(() => keptCacheHolds(page, orderNumber)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveText(
    /^Offline · data as of \d\d:\d\d (AM|PM)$/,
  );
  await expect(page.getByRole('banner').getByText('Dhaka Fashion House')).toBeVisible();
  const seen = page.locator(`[data-order-number="${orderNumber}"]`);
  await expect(seen).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await seen.getByRole('button', { name: `Confirm ${orderNumber}` }).click();
  await expect(
    page.getByText('You are offline, so nothing was changed. Try again when you are back online.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(seen).toBeVisible();

  const refreshed = page.waitForResponse(
    (response) => response.url().includes('/api/v1/oms/merchant-orders') && response.ok(),
  );
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await refreshed;
});

test('signing out leaves no merchant data on the device; the worker never caches the API', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/merchant/orders/all');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await controlledByServiceWorker(page);
  await expect.poll(() => keptQueryCaches(page)).toHaveLength(1);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await keptQueryCaches(page)).toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});

test('a new deployment offers “A new version is ready · Reload”, and the reload runs it', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await controlledByServiceWorker(page);
  const deployed = fs.readFileSync(SERVICE_WORKER, 'utf8');
  try {
    // The next deployment's worker: different bytes, as every build's precache list is.
    fs.writeFileSync(
      SERVICE_WORKER,
      `${deployed}\n// ${path.basename(SERVICE_WORKER)} of the next deployment\n`,
    );
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      return navigator.serviceWorker
        .getRegistration()
        .then((registration) => registration?.update());
    });
    const offer = page.getByTestId('app-update');
    await expect(offer).toHaveText(/A new version is ready\s*Reload/);
    expect(await seriousViolations(page)).toEqual([]);
    // Until the merchant reloads, the page runs the version it started with.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      true,
    );
    await Promise.all([
      page.waitForEvent('load'),
      offer.getByRole('button', { name: 'Reload' }).click(),
    ]);
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      undefined,
    );
    await expect(offer).toHaveCount(0);
  } finally {
    fs.writeFileSync(SERVICE_WORKER, deployed);
  }
});
