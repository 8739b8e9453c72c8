import { expect, test } from '@playwright/test';
import { DEMO, latestInvitationPath, signIn } from './support';

/** Dhaka Fashion House, the demo login's first merchant. */
const MERCHANT_ID = 1;

test('the owner invites a packer by phone, who sees only a packer’s panel and leaves it within 2 s of being removed', async ({
  page,
  browser,
}) => {
  const phone = `0191${String(Date.now()).slice(-7)}`;
  await signIn(page, DEMO, MERCHANT_ID);
  await page.goto('/merchant/staff');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Role', { exact: true }).selectOption('packer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${phone}`, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Withdraw the invitation to ${phone}` }),
  ).toBeVisible();

  // The packer opens the texted link in a browser of their own and makes a login.
  const packerContext = await browser.newContext();
  const packer = await packerContext.newPage();
  await packer.goto(await latestInvitationPath(phone));
  await expect(
    packer.getByRole('heading', { name: /invites you to Dhaka Fashion House as Packer/ }),
  ).toBeVisible();
  await packer.getByLabel('Your name').fill('Jamal Packer');
  await packer.getByLabel('Phone number').fill(phone);
  await packer.getByLabel('Password').fill('Packer@1234');
  await packer.getByRole('button', { name: 'Join the team' }).click();
  await expect(packer).toHaveURL(/\/merchant\/home/);
  await packer.goto('/merchant/orders/all');

  // A packer's panel: orders to pack, no confirming, no billing, no export, phones masked.
  const menu = packer.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Confirmed' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Ready to Confirm' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Bills' })).toHaveCount(0);
  await expect(packer.getByText('Amount Due')).toHaveCount(0);
  await expect(packer.getByTestId('order-row').first()).toContainText('••••');
  await expect(packer.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  await packer.goto('/merchant/bills');
  await expect(packer.getByText('You do not have access to billing')).toBeVisible();
  await packer.goto('/merchant/orders/confirmed?page=1');
  await expect(packer.locator('header[data-live-state="live"]')).toBeVisible();

  // The owner removes them: their open panel leaves the merchant at once.
  await page.reload();
  await page.getByRole('button', { name: 'Remove: Jamal Packer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  const removedAt = Date.now();
  await expect(packer.getByText(/not in any merchant account's team now/)).toBeVisible({
    timeout: 2_000,
  });
  expect(Date.now() - removedAt).toBeLessThan(2_000);
  await expect(page.getByRole('button', { name: 'Remove: Jamal Packer' })).toHaveCount(0);
  await packerContext.close();
});

test('the owner makes a role of their own by ticking what it may do, and can invite with it', async ({
  page,
}) => {
  const name = `Night desk ${String(Date.now()).slice(-5)}`;
  await signIn(page, DEMO, MERCHANT_ID);
  await page.goto('/merchant/staff');
  await page.getByLabel('Role name').fill(name);
  await page.getByRole('checkbox', { name: 'orders at every stage' }).check();
  await page.getByRole('checkbox', { name: 'notes on orders' }).check();
  await page.getByRole('button', { name: 'Make role' }).click();
  await expect(page.getByText(`Role ${name} saved`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit: ${name}` })).toBeVisible();
  await expect(page.getByLabel('Role', { exact: true }).getByRole('option', { name })).toHaveCount(
    1,
  );
});

test('the activity page names the order handler who confirmed an order, and filters by them', async ({
  page,
  browser,
}) => {
  // Chattogram Electronics: the orders file's merchant, whose orders are there to be confirmed.
  const merchantId = 2;
  const phone = `0192${String(Date.now()).slice(-7)}`;
  await signIn(page, DEMO, merchantId);
  await page.goto('/merchant/staff');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Role', { exact: true }).selectOption('order_handler');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${phone}`, { exact: true })).toBeVisible();

  const handlerContext = await browser.newContext();
  const handler = await handlerContext.newPage();
  await handler.goto(await latestInvitationPath(phone));
  await handler.getByLabel('Your name').fill('Nadia Handler');
  await handler.getByLabel('Phone number').fill(phone);
  await handler.getByLabel('Password').fill('Handler@1234');
  await handler.getByRole('button', { name: 'Join the team' }).click();
  await expect(handler).toHaveURL(/\/merchant\/home/);
  await handler.goto('/merchant/orders/placed?page=1&orderTypes=COD');
  const row = handler.getByTestId('order-row').first();
  const orderNumber = (await row.getAttribute('data-order-number')) as string;
  await row.getByRole('button', { name: `Confirm ${orderNumber}` }).click();
  await expect(handler.getByText(`Order ${orderNumber} confirmed`, { exact: true })).toBeVisible();
  // An order handler has no activity log in the account menu.
  await handler.getByRole('button', { name: /^Account menu/ }).click();
  await expect(handler.getByRole('menuitem', { name: 'Activity log' })).toHaveCount(0);
  await handlerContext.close();

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Activity log' }).click();
  await expect(page).toHaveURL(/\/merchant\/activity/);
  await page.getByLabel('Person').selectOption({ label: 'Nadia Handler' });
  await expect(page).toHaveURL(/userId=\d+/);
  const entries = page.getByTestId('activity-row');
  // Newest first: the confirmation, then their joining.
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Nadia Handler');
  await expect(entries.first()).toContainText('Confirmed orders');
  await expect(entries.first()).toContainText(orderNumber);
  await expect(entries.nth(1)).toContainText('Joined the team');
  await entries.first().getByRole('link', { name: 'Confirmed orders' }).click();
  await expect(page).toHaveURL(/\/merchant\/order\/\d+/);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
});
