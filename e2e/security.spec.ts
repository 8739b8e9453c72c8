import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

test('a person sees where they are signed in and signs every other device out, which is refused at once', async ({
  page,
  browser,
}) => {
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, DEMO);
  await other.goto('/merchant/orders/all');
  await expect(other.getByTestId('order-row').first()).toBeVisible();

  await signIn(page, DEMO);
  await page.goto('/merchant/home');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign-in and devices' }).click();
  await expect(page).toHaveURL(/\/merchant\/security/);
  const devices = page.getByTestId('device-row');
  await expect(devices.filter({ hasText: '(this device)' })).toHaveCount(1);
  expect(await devices.count()).toBeGreaterThanOrEqual(2);
  await expect(devices.first()).toContainText('127.0.0.1');

  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(page.getByText('Every other device is signed out', { exact: true })).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();

  // The other browser's next call is refused and its refresh too: it is back at the login.
  await other.reload();
  await expect(other).toHaveURL(/\/auth\/login/);
  await otherContext.close();
});
