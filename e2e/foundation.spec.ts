import { expect, type Page, test } from '@playwright/test';
import { DEMO, latestOtp, logIn, OTHER } from './support';

/** Whether the selected merchant (cookie) already has a COD payment preference, per the API. */
async function hasCodPreference(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'mp_access_token')?.value;
  const merchantId = cookies.find((cookie) => cookie.name === 'mp_merchant_id')?.value;
  const response = await page.request.get(`/api/v1/cms/merchants/${merchantId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const merchant = (await response.json()) as { codPaymentPreference: unknown };
  return merchant.codPaymentPreference !== null;
}

test('a merchant logs in, sees the panel, switches merchant, dismisses the COD prompt and logs out', async ({
  page,
}) => {
  await logIn(page, DEMO.phone, DEMO.password);

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  for (const label of [
    'All Orders',
    'Ready to Confirm',
    'Ready for Pickup',
    'Product',
    'Shops',
    'Issues',
    'Bills',
    'Help/Support',
  ]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'All Orders', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.height).toBe(56);
  await expect(header.getByText('Dhaka Fashion House')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // The first merchant has a COD preference: no prompt.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Change merchant acc.' }).click();
  const accounts = page.getByRole('dialog', { name: 'Merchant Account' });
  await expect(accounts.getByText('Chattogram Electronics')).toBeVisible();
  await expect(
    accounts.getByText('House 12, Road 5, Dhanmondi R/A, Dhanmondi, Dhaka, Dhaka, Dhaka, 1209'),
  ).toBeVisible();
  await accounts.getByText('Sylhet Tea Corner').click();

  await expect(page).toHaveURL(/\/merchant\/orders\/all/);
  const prompt = page.getByRole('dialog', { name: 'COD payment preference' });
  // e2e/products.spec.ts saves this merchant's preference in the same database: the prompt
  // is only expected while the merchant still has none.
  if (!(await hasCodPreference(page))) {
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('Sylhet Tea Corner', { exact: false })).toBeVisible();
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
  } else {
    await expect(prompt).toHaveCount(0);
  }
  await expect(page.getByRole('banner').getByText('Sylhet Tea Corner')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // Tokens are gone: the panel sends a signed-out visitor back to login.
  await page.goto('/merchant/shops');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a merchant resets the password with a one-time code and logs in with the new one', async ({
  page,
}) => {
  await page.goto('/auth/reset-password');
  await page.getByLabel('Phone or e-mail').fill(OTHER.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await latestOtp(OTHER.phone);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await page.getByLabel('New password').fill('Fresh@5678');
  await page.getByLabel('Confirm password').fill('Fresh@5678');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Phone or e-mail').fill(OTHER.email);
  await page.getByLabel('Password', { exact: true }).fill(OTHER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong phone/e-mail or password')).toBeVisible();

  await logIn(page, OTHER.email, 'Fresh@5678');
  await expect(page.getByRole('banner').getByText('Rajshahi Mango Traders')).toBeVisible();
});

test("the panel's page runs only its own scripts: the chunk preload runs, an injected script does not", async ({
  page,
}) => {
  const login = await page.goto('/auth/login');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The sign-in pages skip the panel's own chunks (their bundle budget); the login screen's
  // form code, which the panel shares, is preloaded by the login route itself.
  const panelChunksPreloaded = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter(
          (link) => /\/(panel-layout|vendor|shared|route-search-schemas)-/.test(link.href),
        ).length,
    );
  expect(await panelChunksPreloaded()).toBe(0);

  await logIn(page, DEMO.phone, DEMO.password);
  const panel = await page.goto('/merchant/orders/all');
  expect(panel?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(await panelChunksPreloaded()).toBe(4);

  const injectedRan = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
    return (window as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(injectedRan).toBe(false);
});
