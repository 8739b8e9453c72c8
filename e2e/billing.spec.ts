import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Dhaka Fashion House, the demo login's first merchant: no other e2e file pays for it, and the
 * figures are read from the page first, so only the difference is asserted.
 */
const MERCHANT = 'Dhaka Fashion House';

const amountText = (poisha: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    poisha / 100,
  );
const money = (poisha: number) => `${poisha < 0 ? '-' : ''}৳${amountText(Math.abs(poisha))}`;

/** '৳8,233.52' -> 823352 (poisha: no floating point in the comparison). */
function toPoisha(text: string | null): number {
  const match = text?.trim().match(/^(-?)৳([\d,]+)\.(\d{2})$/);
  if (!match) throw new Error(`Not a taka amount: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  return (sign ? -1 : 1) * (Number(whole.replaceAll(',', '')) * 100 + Number(fraction));
}

async function readDue(due: Locator): Promise<number> {
  await expect(due).toHaveText(/^-?৳[\d,]+\.\d{2}$/);
  return toPoisha(await due.textContent());
}

async function openPanel(page: Page) {
  await signIn(page);
  await page.goto('/merchant/home');
  await expect(page.getByRole('banner').getByText(MERCHANT)).toBeVisible();
  // The desktop sidebar (the phone drawer holds the same box).
  return page.locator('aside');
}

test('a merchant pays 500 of the due online in the sandbox and sees the due drop by exactly 500', async ({
  page,
  context,
}) => {
  const sidebar = await openPanel(page);
  const due = sidebar.getByTestId('amount-due');
  const before = await readDue(due);
  // A second tab of the panel, on Home: its due must follow the payment too.
  const second = await context.newPage();
  await second.goto('/merchant/home');
  const secondDue = second.locator('aside').getByTestId('amount-due');
  await expect(secondDue).toHaveText(money(before));

  await sidebar.getByRole('button', { name: 'Pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay bill' });
  await expect(dialog.getByRole('img', { name: 'Payment provider' })).toBeVisible();
  await expect(dialog.getByText('Payment with a payment provider', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(
      `Your current due is ${amountText(before)}BDT, Please pay your due to sell your products seamlessly`,
      { exact: true },
    ),
  ).toBeVisible();
  const amount = dialog.getByLabel('Amount');
  await expect(amount).toHaveAttribute('placeholder', 'Ex:10000');
  const payNow = dialog.getByRole('button', { name: 'Pay Now' });
  await expect(payNow).toBeVisible();

  // Digits and one decimal point only.
  await amount.pressSequentially('abc');
  await expect(amount).toHaveValue('');
  await amount.pressSequentially('12.3.4');
  await expect(amount).toHaveValue('12.34');

  await amount.fill('50');
  await payNow.click();
  await expect(dialog.getByText('Amount must be more than 100', { exact: true })).toBeVisible();

  await amount.fill('500');
  const [checkout] = await Promise.all([context.waitForEvent('page'), payNow.click()]);
  await checkout.waitForLoadState();
  await expect(checkout.locator('[data-amount]')).toHaveAttribute('data-amount', '500.00');
  await expect(checkout.locator('[data-amount]')).toHaveText('৳500.00');
  // The sign is drawn with the panel's own face, not whichever system font has the glyph.
  expect(
    await checkout.evaluate(async () => {
      await document.fonts.load('700 32px "Noto Sans Bengali"', '৳');
      return [...document.fonts].some(
        (face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded',
      );
    }),
  ).toBe(true);
  // The progress cleared in the panel once the tab opened.
  await expect(payNow).toBeEnabled();
  await expect(dialog.getByRole('status')).toContainText('opened in a new tab');

  await checkout.locator('[data-action="pay"]').click();
  // The provider sends the payer back to the payment history with the transaction id.
  await expect(checkout).toHaveURL(/\/merchant\/payments\?paid=/);
  // The panel's own tab and the second one, without reloading: the approved payment reached
  // them as a live event, so the due is never left on screen to be paid twice.
  await expect(due).toHaveText(money(before - 50_000), { timeout: 2_000 });
  await expect(secondDue).toHaveText(money(before - 50_000), { timeout: 2_000 });
  const tranId = new URL(checkout.url()).searchParams.get('paid') ?? '';
  expect(tranId).not.toBe('');
  await expect(checkout.getByTestId('payment-return')).toHaveAttribute('data-outcome', 'paid');
  await expect(checkout.getByTestId('payment-return')).toContainText(tranId);
  await expect(checkout.locator('aside').getByTestId('amount-due')).toHaveText(
    money(before - 50_000),
  );
  await checkout.close();
  await page.bringToFront();
  await second.close();
  // The pay dialog shows the new due too; the merchant closes it.
  await expect(dialog).toContainText(`Your current due is ${amountText(before - 50_000)}BDT`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Payment history', exact: true })
    .click();
  await expect(page).toHaveURL(/\/merchant\/payments/);
  const row = page.getByTestId('payment-row').filter({ hasText: tranId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('৳500.00');
  await expect(row).toContainText('Online');
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: `History of ${tranId}` }).click();
  const history = page.getByRole('dialog', { name: 'Payment history' });
  await expect(history.getByTestId('history-entry').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Its receipt, on a sheet of its own (#23 item 5).
  const receiptLink = row.getByRole('link', { name: `Receipt of ${tranId}` });
  await expect(receiptLink).toHaveAttribute('target', '_blank');
  await page.goto(`${await receiptLink.getAttribute('href')}?noprint=1`);
  const receipt = page.getByTestId('payment-receipt');
  await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
  for (const text of [tranId, '৳500.00', 'Online', 'Approved']) {
    await expect(receipt).toContainText(text);
  }
});

test('the statement closes at the amount due in the sidebar, each balance the one before plus debit less credit (#23 item 2)', async ({
  page,
}) => {
  const sidebar = await openPanel(page);
  const due = await readDue(sidebar.getByTestId('amount-due'));
  await sidebar.getByRole('link', { name: 'Statement', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/statement$/);
  await expect(page.getByRole('heading', { name: 'Statement', level: 1 })).toBeVisible();
  await expect(page.getByTestId('statement-opening')).toHaveText('৳0.00');
  await expect(page.getByTestId('statement-closing')).toHaveText(money(due));
  const rows = page.getByTestId('statement-row');
  await expect(rows.first()).toBeVisible();
  // The chart of the balance (its own chunk) ends at the same figure.
  const chart = page.getByRole('img', { name: `Balance over time, the last one: ${money(due)}` });
  await expect(chart.locator('canvas')).toBeVisible();

  // Every entry of the first page adds its debit and takes its credit off the balance before it.
  const cells = await rows.evaluateAll((found) =>
    found.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
  const poisha = (text: string) =>
    text.includes('৳') ? Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) : 0;
  let balance = 0;
  for (const row of cells) {
    const [debit, credit, shown] = row
      .slice(-3)
      .map((text) => text.replace(/^(Debit|Credit|Balance)/, ''));
    balance += poisha(debit!) - poisha(credit!);
    // A balance below zero reads "Credit ৳…", as the sidebar writes it.
    const signed = shown!.startsWith('Credit ') ? -poisha(shown!) : poisha(shown!);
    expect(signed, row.join(' | ')).toBe(balance);
  }
});

test('a merchant browses bills with a history, filters them in the URL, and sees courier payments per status', async ({
  page,
}) => {
  const sidebar = await openPanel(page);
  await sidebar.getByRole('link', { name: 'Bills', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/bills$/);
  const rows = page.getByTestId('bill-row');
  await expect(rows.first()).toContainText(/INV-/);
  // Newest period first: the current month's bill still waits for approval.
  await expect(rows.first()).toContainText('Pending');

  await page.getByLabel('Status').selectOption('approved');
  await expect(page).toHaveURL(/approvalStatus=approved/);
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes('Approved'));
    })
    .toBe(true);

  const historyButton = rows.first().getByRole('button', { name: /^History of INV-/ });
  const historyName = (await historyButton.getAttribute('aria-label')) ?? '';
  await historyButton.click();
  const history = page.getByRole('dialog', { name: historyName });
  await expect(history.getByTestId('history-entry').first()).toBeVisible();
  await expect(history).toContainText('Bill generated');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});

test('a merchant whose couriers paid out sees its courier payments per status, the COD they remitted and its credit (#23 items 3 and 5)', async ({
  page,
}) => {
  const sidebar = await openPanel(page);
  await page.getByRole('button', { name: 'Change merchant acc.' }).click();
  await page
    .getByRole('dialog', { name: 'Merchant Account' })
    .getByText('Chattogram Electronics')
    .click();
  await expect(page.getByRole('banner').getByText('Chattogram Electronics')).toBeVisible();
  // The remitted COD outweighs the fees billed: a credit, and nothing to pay.
  await expect(sidebar.getByTestId('amount-due')).toHaveText(/^Credit ৳[\d,]+\.\d{2}$/);
  await expect(sidebar.getByRole('button', { name: 'Pay' })).toBeDisabled();

  await sidebar.getByRole('link', { name: 'COD Reconciliation', exact: true }).click();
  await expect(page.getByTestId('cod-card-remitted')).toContainText(/[1-9]\d* orders/);
  await expect(page.getByTestId('cod-card-short')).toContainText('1 order');
  await page.getByTestId('cod-card-short').click();
  await expect(page).toHaveURL(/status=short/);
  await expect(page.getByTestId('cod-row')).toHaveCount(1);
  await expect(page.getByTestId('cod-row')).toContainText(/Short remitted.*remitted ৳/);

  await sidebar.getByRole('link', { name: 'Courier Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/courier-payments\?status=all&page=1/);
  const allCard = page.getByTestId('courier-card-all');
  await expect(allCard).toHaveAttribute('aria-current', 'page');
  await expect(allCard).toContainText(/৳[\d,]+\.\d{2}/);
  await page.getByTestId('courier-card-paid').click();
  await expect(page).toHaveURL(/status=paid/);
  const courierRows = page.getByTestId('courier-payment-row');
  await expect
    .poll(async () => {
      const texts = await courierRows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes('Paid'));
    })
    .toBe(true);
});

test('each courier payment opens its orders, all of its courier, remitting its amount: per courier the two pages agree', async ({
  page,
}) => {
  await openPanel(page);
  await page.goto('/merchant/courier-payments?status=all&page=1&limit=100');
  const paymentRows = page.getByTestId('courier-payment-row');
  await expect(paymentRows.first()).toBeVisible();
  const payments: { courier: string; amount: number; href: string; orders: number }[] = [];
  for (const row of await paymentRows.all()) {
    const link = row.getByRole('link', { name: /^The \d+ orders? of this .+ payment$/ });
    const name = (await link.getAttribute('aria-label')) ?? '';
    const [, orders = '0', courier = ''] =
      /^The (\d+) orders? of this (.+) payment$/.exec(name) ?? [];
    const amount = toPoisha((await row.textContent())?.match(/৳[\d,]+\.\d{2}/)?.[0] ?? null);
    payments.push({
      courier,
      amount,
      orders: Number(orders),
      href: (await link.getAttribute('href')) ?? '',
    });
  }
  const byCourier = (entries: { courier: string; amount: number }[]) =>
    entries.reduce<Record<string, number>>((sums, { courier, amount }) => {
      sums[courier] = (sums[courier] ?? 0) + amount;
      return sums;
    }, {});

  const remittances: { courier: string; amount: number }[] = [];
  for (const payment of payments) {
    await page.goto(`${payment.href}&limit=100`);
    await expect(page.getByTestId('cod-courier-payment')).toContainText(payment.courier);
    const codRows = page.getByTestId('cod-row');
    await expect(codRows).toHaveCount(payment.orders);
    for (const remittance of await page.getByTestId('cod-remittance').all()) {
      const text = (await remittance.textContent()) ?? '';
      // The order's courier is the payment's: its name opens the cell.
      expect(text.startsWith(`${payment.courier} · `), text).toBe(true);
      remittances.push({
        courier: payment.courier,
        amount: toPoisha(text.match(/৳[\d,]+\.\d{2}/)?.[0] ?? null),
      });
    }
  }
  expect(byCourier(remittances)).toEqual(byCourier(payments));
  expect(Object.keys(byCourier(payments)).length).toBeGreaterThan(1);
});

test('a merchant checks a bill through its lines, narrows them by kind and follows one to its order (#23 item 1)', async ({
  page,
}) => {
  const sidebar = await openPanel(page);
  await sidebar.getByRole('link', { name: 'Bills', exact: true }).click();
  await page.getByLabel('Status').selectOption('approved');
  const rows = page.getByTestId('bill-row');
  await expect(rows.first()).toContainText('Approved');
  const billLink = rows.first().getByRole('link', { name: /^INV-/ });
  const billNumber = (await billLink.textContent()) ?? '';
  await billLink.click();
  await expect(page).toHaveURL(/\/merchant\/bills\/\d+$/);
  await expect(page.getByRole('heading', { name: billNumber })).toBeVisible();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Bill · /);

  // Every line on one page: their amounts add up to the bill's, as the page says.
  await page.goto(`${page.url()}?limit=100`);
  const amount = page.getByTestId('bill-amount');
  await expect(amount).toHaveText(/^৳[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('bill-lines-total')).toHaveText((await amount.textContent())!);
  const lines = page.getByTestId('bill-line-row');
  await expect(lines.first()).toBeVisible();
  const amounts = await lines.evaluateAll((rows) =>
    rows.map((row) => row.lastElementChild?.textContent?.match(/৳[\d,]+\.\d{2}/)?.[0] ?? ''),
  );
  expect(amounts.reduce((sum, text) => sum + toPoisha(text), 0)).toBe(
    toPoisha(await amount.textContent()),
  );
  await expect(lines.last()).toContainText('Platform fee');

  await page.getByLabel('Kind').selectOption('commission');
  await expect(page).toHaveURL(/kind=commission/);
  await expect(page.getByText('These lines add up to')).toBeVisible();
  await expect
    .poll(async () => {
      const texts = await lines.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes('Commission'));
    })
    .toBe(true);

  const orderLink = lines.first().getByRole('link', { name: /^ORD-/ });
  const orderNumber = (await orderLink.textContent()) ?? '';
  await orderLink.click();
  await expect(page).toHaveURL(/\/merchant\/order\/\d+$/);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  // The order's money (#23 item 4): the bill's lines for it, with the bill, and the net.
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByTestId('order-charges')).toContainText(`Commission · ${billNumber}`);
  await expect(money.getByTestId('order-net')).toHaveText(/^৳[\d,]+\.\d{2}$/);
});

test('a merchant finds an unremitted COD order through the reconciliation and follows it to its order (#23 item 3)', async ({
  page,
}) => {
  const sidebar = await openPanel(page);
  await sidebar.getByRole('link', { name: 'COD Reconciliation', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/cod$/);
  const all = page.getByTestId('cod-card-all');
  await expect(all).toHaveAttribute('aria-current', 'page');
  await expect(all).toContainText(/৳[\d,]+\.\d{2}/);

  await page.getByLabel('Delivered over 7 days ago and not remitted').check();
  await expect(page).toHaveURL(/overdue=true/);
  const rows = page.getByTestId('cod-row');
  await expect(rows.first()).toBeVisible();
  // Each one: not remitted, delivered over a week ago.
  const texts = await rows.allTextContents();
  for (const text of texts) {
    expect(text).toMatch(/Awaiting collection|Collected, not remitted/);
    expect(Number(text.match(/(\d+) days ago/)?.[1])).toBeGreaterThanOrEqual(7);
  }

  const orderLink = rows.first().getByRole('link', { name: /^ORD-/ });
  const orderNumber = (await orderLink.textContent()) ?? '';
  await orderLink.click();
  await expect(page).toHaveURL(/\/merchant\/order\/\d+$/);
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
});
