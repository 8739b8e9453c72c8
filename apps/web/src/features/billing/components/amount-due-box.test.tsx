import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { toastStore } from '@/lib/toast-store';
import { type Reply, startTestServer } from '@/test-utils/test-server';
import { AmountDueBox } from './amount-due-box';
import { renderWithProviders, signIn } from './billing-test-setup';

const books: Record<number, { billed: number[]; paid: number[]; courier: number[] }> = {
  4: { billed: [45000.5], paid: [30000.25], courier: [6766.73] },
  9: { billed: [0.1, 0.2], paid: [0.3], courier: [] },
  // Remittances above the bills: a credit.
  11: { billed: [500], paid: [], courier: [1266.48] },
  12: { billed: [599], paid: [500], courier: [] },
};
let paidReply: ((merchantId: number) => Reply) | undefined;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  const routes: Parameters<typeof startTestServer>[0] = {
    'GET /api/v1/bms/merchant-courier-payments/stat/count-amount': (request) => {
      const merchantId = Number(request.headers['x-merchant-id']);
      const rows = request.query.status === 'paid' ? (books[merchantId]?.courier ?? []) : [999];
      return {
        status: 200,
        body: rows.map((totalAmount) => ({ status: 'paid', count: 1, totalAmount })),
      };
    },
  };
  for (const merchantId of [4, 9, 11, 12]) {
    routes[`GET /api/v1/bms/bills/${merchantId}/total`] = () => ({
      status: 200,
      body: books[merchantId]?.billed.map((totalBillAmount) => ({ totalBillAmount })),
    });
    routes[`GET /api/v1/bms/payments/${merchantId}/paid`] = () =>
      paidReply?.(merchantId) ?? {
        status: 200,
        body: books[merchantId]?.paid.map((totalPaidAmount) => ({ totalPaidAmount })),
      };
  }
  server = await startTestServer(routes);
  api.defaults.adapter = 'fetch';
});

beforeEach(() => {
  api.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  paidReply = undefined;
  toastStore.clear();
  signIn('7', 4);
});

afterAll(() => server.close());

describe('the Amount Due box', () => {
  it('shows approved bills minus (approved payments plus paid courier money) with the taka sign', async () => {
    renderWithProviders(<AmountDueBox merchantId={4} onPay={() => {}} />);
    expect((await screen.findByTestId('amount-due')).textContent).toBe('৳8,233.52');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();

    const asked = (path: string) => server.requests.find((request) => request.path === path);
    expect(asked('/api/v1/bms/bills/4/total')?.query).toEqual({ approvalStatus: 'approved' });
    expect(asked('/api/v1/bms/payments/4/paid')?.query).toEqual({ approvalStatus: 'approved' });
    expect(asked('/api/v1/bms/merchant-courier-payments/stat/count-amount')?.query).toEqual({
      status: 'paid',
    });
  });

  it('is exact where floating point drifts, and follows the merchant', async () => {
    const view = renderWithProviders(<AmountDueBox merchantId={4} onPay={() => {}} />);
    expect((await screen.findByTestId('amount-due')).textContent).toBe('৳8,233.52');
    signIn('7', 9);
    view.rerender(<AmountDueBox merchantId={9} onPay={() => {}} />);
    // 0.1 + 0.2 - 0.3 in floating point is 5.55e-17; in poisha it is exactly 0.
    await waitFor(() => expect(screen.getByTestId('amount-due').textContent).toBe('৳0.00'));
  });

  it.each([
    [11, 'Credit ৳766.48', 'Nothing to pay: you are in credit'],
    [9, '৳0.00', 'Nothing to pay'],
    [12, '৳99.00', 'Under ৳100: too little to pay online'],
  ])(
    'shows merchant %i as %s, its Pay button off with the reason (#23 item 5)',
    async (merchantId, shown, reason) => {
      signIn('7', merchantId);
      renderWithProviders(<AmountDueBox merchantId={merchantId} onPay={() => {}} />);
      expect((await screen.findByTestId('amount-due')).textContent).toBe(shown);
      const pay = screen.getByRole('button', { name: 'Pay' });
      expect((pay as HTMLButtonElement).disabled).toBe(true);
      expect(pay.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe(
        reason,
      );
    },
  );

  it('offers a retry instead of a figure when a summary fails, without a toast', async () => {
    paidReply = () => ({
      status: 503,
      body: { errorCode: 'SERVICE_UNAVAILABLE', message: 'Down' },
    });
    renderWithProviders(<AmountDueBox merchantId={4} onPay={() => {}} />);
    const retry = await screen.findByRole('button', { name: /Retry/ });
    expect(screen.queryByTestId('amount-due')).toBeNull();
    expect(toastStore.getSnapshot()).toEqual([]);
    paidReply = undefined;
    await userEvent.click(retry);
    expect((await screen.findByTestId('amount-due')).textContent).toBe('৳8,233.52');
  });
});
