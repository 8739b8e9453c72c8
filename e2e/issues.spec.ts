import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

async function statusCount(page: Page, status: 'all' | 'open' | 'in_progress' | 'resolved') {
  const badge = page.getByTestId(`issue-count-${status}`);
  await expect(badge).toHaveText(/^\d+$/);
  return Number(await badge.textContent());
}

test('a merchant opens an open issue from the list, comments, resolves it and finds it under Resolved', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/merchant/home');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Issues', exact: true })
    .click();
  await expect(page).toHaveURL(/\/merchant\/issues\?status=all/);
  await expect(page.getByTestId('issue-row').first()).toBeVisible();
  const resolvedBefore = await statusCount(page, 'resolved');
  const openBefore = await statusCount(page, 'open');

  await page.getByTestId('issue-tab-open').click();
  await expect(page).toHaveURL(/status=open/);
  const row = page.getByTestId('issue-row').first();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  const issueNumber = (await row.getAttribute('data-issue-number')) ?? '';
  expect(issueNumber).toMatch(/^ISS-\d+$/);
  await row.getByRole('link', { name: issueNumber }).click();

  await expect(page).toHaveURL(/\/merchant\/issues\/\d+$/);
  await expect(page.getByText(issueNumber, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Issue');

  // Markup in a comment is shown as typed and never runs.
  const comment = `Checked with the warehouse <b>today</b> <script>window.__e2eXss = 1</script> (${Date.now()})`;
  await page.getByLabel('Your comment').fill(comment);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByTestId('issue-comment').filter({ hasText: comment })).toBeVisible();
  expect(await page.evaluate(() => (window as { __e2eXss?: number }).__e2eXss)).toBeUndefined();
  await expect(page.getByTestId('issue-comment').locator('b, script')).toHaveCount(0);

  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Resolve ${issueNumber}` });
  await dialog.getByLabel('Resolution note').fill('Replacement sent; the customer confirmed.');
  await dialog.getByRole('button', { name: 'Resolve issue' }).click();
  await expect(dialog).toBeHidden();

  const resolution = page.getByTestId('issue-resolution');
  await expect(resolution).toContainText('Resolved by');
  await expect(resolution).toContainText('Replacement sent; the customer confirmed.');
  await expect(page.getByLabel('Your comment')).toHaveCount(0);
  await expect(page.getByTestId('issue-closed-note')).toContainText('This issue is resolved');

  await page.getByRole('link', { name: 'All issues' }).click();
  await expect(page).toHaveURL(/status=all/);
  await expect.poll(() => statusCount(page, 'resolved')).toBe(resolvedBefore + 1);
  expect(await statusCount(page, 'open')).toBe(openBefore - 1);
  await page.getByTestId('issue-tab-resolved').click();
  await page.getByLabel('Search', { exact: true }).fill(issueNumber);
  await expect(page).toHaveURL(new RegExp(`search=${issueNumber}`));
  const resolvedRow = page.locator(`[data-testid="issue-row"][data-issue-number="${issueNumber}"]`);
  await expect(resolvedRow).toBeVisible();
  await expect(resolvedRow.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(page.getByTestId('issue-row')).toHaveCount(1);
});

test('a merchant finds an answer on the support page and opens an issue about an order from there', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/merchant/home');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Help/Support', exact: true })
    .click();
  await expect(page).toHaveURL(/\/merchant\/support$/);
  await expect(page.getByRole('link', { name: '16745' })).toHaveAttribute('href', 'tel:16745');
  await expect(page.getByRole('link', { name: 'support@marketplace.example' })).toBeVisible();

  await page.getByLabel('Search the answers').fill('COD payout');
  const entries = page.getByTestId('faq-entry');
  await expect(entries).toHaveCount(1);
  await entries.getByText('When do I receive the cash collected on delivery (COD)?').click();
  await expect(
    entries.getByText(/paid out to your payment preference within 3 to 5/),
  ).toBeVisible();

  await page.getByLabel('Search the answers').fill('cryptocurrency');
  await expect(page.getByText('No answer matches “cryptocurrency”')).toBeVisible();

  await page.getByRole('button', { name: 'Open an issue' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Open an issue' });
  await dialog.getByRole('button', { name: 'Open issue' }).click();
  await expect(dialog.getByText('Choose the order the issue is about')).toBeVisible();
  const firstOrder = dialog.getByRole('radio').first();
  await expect(firstOrder).toBeVisible();
  await firstOrder.check();
  await dialog.getByLabel('Subject').fill('Courier marked the parcel delivered by mistake');
  await dialog.getByLabel('Type').selectOption('delivery');
  await dialog
    .getByLabel('Description')
    .fill('The customer has not received it; please check with the courier.');
  await dialog.getByRole('button', { name: 'Open issue' }).click();

  await expect(page).toHaveURL(/\/merchant\/issues\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Courier marked the parcel delivered by mistake' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^ORD-/ })).toBeVisible();
  await expect(page.getByLabel('Your comment')).toBeVisible();
});

test('on a phone the issue, product, bill and payment lists fold their filters and show short cards (#22 item 2)', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [path, testId] of [
    ['/merchant/issues', 'issue-row'],
    ['/merchant/product', 'product-row'],
    ['/merchant/bills', 'bill-row'],
    ['/merchant/payments', 'payment-row'],
  ] as const) {
    await page.goto(path);
    const cards = page.getByTestId(testId);
    await expect(cards.first()).toBeVisible();
    // The filters wait behind their button, which opens them.
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    const heights = await cards.evaluateAll((elements) =>
      elements.slice(0, 3).map((element) => element.getBoundingClientRect().height),
    );
    // About 120 px: five cards on a 360x780 screen below the header and the filters button.
    for (const height of heights) expect(height, path).toBeLessThanOrEqual(125);
  }
});
