import { PAY_AMOUNT_MESSAGE } from '@mp/contract/bms/transactions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { toastStore } from '@/lib/toast-store';
import { type Reply, startTestServer } from '@/test-utils/test-server';
import { useAmountDue } from '../lib/use-amount-due';
import { AmountDueBox } from './amount-due-box';
import { renderWithProviders, signIn } from './billing-test-setup';
import { PayBillDialog } from './pay-bill-dialog';

const CHECKOUT_URL = 'http://127.0.0.1:3100/api/v1/sandbox-pay/checkout/session-key-abc';
let initReply: Reply;
let server: Awaited<ReturnType<typeof startTestServer>>;

// The form is a lazy chunk: loaded before, so the tests wait for what it does, not for the
// module's first transform.
beforeAll(() => import('./pay-bill-form'));

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/bms/bills/4/total': () => ({ status: 200, body: [{ totalBillAmount: 45000.5 }] }),
    'GET /api/v1/bms/payments/4/paid': () => ({
      status: 200,
      body: [{ totalPaidAmount: 30000.25 }],
    }),
    'GET /api/v1/bms/merchant-courier-payments/stat/count-amount': () => ({
      status: 200,
      body: [{ status: 'paid', count: 12, totalAmount: 6766.73 }],
    }),
    'POST /api/v1/bms/transactions/7/init': () => initReply,
  });
  api.defaults.adapter = 'fetch';
});

beforeEach(() => {
  api.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  initReply = { status: 200, body: { url: CHECKOUT_URL }, delayMs: 150 };
  toastStore.clear();
  signIn('7', 4);
});

afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

/** The box and its dialog, as the panel layout holds them. */
function BoxWithDialog() {
  const [paying, setPaying] = useState(false);
  const due = useAmountDue(4);
  return (
    <>
      <AmountDueBox merchantId={4} onPay={() => setPaying(true)} />
      <PayBillDialog open={paying} onOpenChange={setPaying} amountDue={due.amount} />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<BoxWithDialog />);
  expect(await screen.findByText('৳8,233.52')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  const dialog = await screen.findByRole('dialog');
  const amount = (await within(dialog).findByLabelText('Amount')) as HTMLInputElement;
  const payNow = within(dialog).getByRole('button', { name: 'Pay Now' });
  return { user, dialog, amount, payNow };
}

const initCalls = () =>
  server.requests.filter((request) => request.path === '/api/v1/bms/transactions/7/init');

describe('the pay-bill dialog', () => {
  it("shows the spec's texts: provider logo, title line, the due in BDT, Amount with Ex:10000, Pay Now", async () => {
    const { dialog, amount, payNow } = await openDialog();
    expect(within(dialog).getByRole('img', { name: 'Payment provider' })).toBeTruthy();
    expect(within(dialog).getByText('Payment with a payment provider')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Your current due is 8,233.52BDT, Please pay your due to sell your products seamlessly',
      ),
    ).toBeTruthy();
    expect(amount.placeholder).toBe('Ex:10000');
    expect(payNow.textContent).toBe('Pay Now');
    // Spec: modal widths, 450 px when no size is given.
    expect(dialog.getAttribute('data-size')).toBe('default');
    expect(dialog.style.maxWidth).toBe('450px');
  });

  it('lets only digits and one decimal point into the amount', async () => {
    const { user, amount } = await openDialog();
    await user.type(amount, 'abc');
    expect(amount.value).toBe('');
    await user.type(amount, '5x0-0');
    expect(amount.value).toBe('500');
    await user.type(amount, '.2.5');
    expect(amount.value).toBe('500.25');
    // A second point typed in the middle is ignored too; the first one stays where it was.
    await user.type(amount, '.', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(amount.value).toBe('500.25');
    await user.clear(amount);
    await user.paste('৳1,2.3.4');
    expect(amount.value).toBe('12.34');
  });

  it('refuses more than the due, and shows the server refusing an amount an open checkout holds (#23 item 5)', async () => {
    const { user, dialog, amount, payNow } = await openDialog();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await user.type(amount, '8233.53');
    await user.click(payNow);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You can pay at most ৳8,233.52, your current due',
    );
    expect(initCalls()).toHaveLength(0);

    const refusal =
      'You can pay at most ৳233.52: a payment of ৳8,000.00 started in the last 30 minutes is still open.';
    initReply = {
      status: 400,
      body: {
        errorCode: 'AMOUNT_ABOVE_DUE',
        message: refusal,
        details: [{ path: 'body.amount', message: refusal }],
      },
    };
    await user.clear(amount);
    await user.type(amount, '8233.52');
    await user.click(payNow);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(refusal));
    expect(initCalls()).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it("answers 'Amount must be more than 100' for empty, 50 and 99, and accepts 100", async () => {
    const { user, dialog, amount, payNow } = await openDialog();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    expect(PAY_AMOUNT_MESSAGE).toBe('Amount must be more than 100');

    await user.click(payNow);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PAY_AMOUNT_MESSAGE);
    for (const tooSmall of ['50', '99']) {
      await user.clear(amount);
      await user.type(amount, tooSmall);
      await user.click(payNow);
      expect(within(dialog).getByRole('alert').textContent).toBe(PAY_AMOUNT_MESSAGE);
    }
    expect(initCalls()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(payNow);
    await waitFor(() => expect(initCalls()).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(initCalls()[0]?.body).toEqual({ amount: 100 });
    expect(initCalls()[0]?.headers['x-merchant-id']).toBe('4');
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('shows progress while starting, opens the returned url in a new tab and clears the progress', async () => {
    const { user, amount, payNow } = await openDialog();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await user.type(amount, '500');
    await user.click(payNow);
    await waitFor(() => expect(payNow.getAttribute('aria-busy')).toBe('true'));
    expect((payNow as HTMLButtonElement).disabled).toBe(true);
    // No double submit while it runs.
    await user.click(payNow);

    await waitFor(() => expect(open).toHaveBeenCalledWith(CHECKOUT_URL, '_blank'));
    await waitFor(() => expect(payNow.getAttribute('aria-busy')).toBeNull());
    expect((payNow as HTMLButtonElement).disabled).toBe(false);
    expect(initCalls()).toHaveLength(1);
    expect(initCalls()[0]?.body).toEqual({ amount: 500 });
    expect(screen.getByRole('status').textContent).toContain('opened in a new tab');
  });

  it('offers a link to the payment page when the browser blocks the new tab', async () => {
    const { user, amount, payNow } = await openDialog();
    vi.spyOn(window, 'open').mockReturnValue(null);
    await user.type(amount, '250.50');
    await user.click(payNow);
    const link = await screen.findByRole('link', { name: 'Open the payment page' });
    expect(link.getAttribute('href')).toBe(CHECKOUT_URL);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('clears the progress on a failure and only logs it (no toast, no tab)', async () => {
    const { user, amount, payNow } = await openDialog();
    initReply = {
      status: 503,
      body: { errorCode: 'SERVICE_UNAVAILABLE', message: 'The payment provider is unavailable' },
      delayMs: 100,
    };
    const open = vi.spyOn(window, 'open');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(amount, '500');
    await user.click(payNow);
    await waitFor(() => expect(payNow.getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(payNow.getAttribute('aria-busy')).toBeNull());
    expect((payNow as HTMLButtonElement).disabled).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(String(log.mock.calls[0]?.[1])).toContain('The payment provider is unavailable');
  });

  it('starts empty again after it is closed', async () => {
    const { user, amount } = await openDialog();
    await user.type(amount, '42');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(((await screen.findByLabelText('Amount')) as HTMLInputElement).value).toBe('');
  });
});
