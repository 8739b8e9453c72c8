import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { merchantFixture } from '@/test-utils/merchant-fixture';
import { startTestServer } from '@/test-utils/test-server';
import { PaymentPreferenceForm } from './payment-preference-form';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'PATCH /api/v1/cms/merchant/merchants/3/update-payment-preference': (request) => ({
      status: 200,
      body: merchantFixture({
        id: 3,
        codPaymentPreference: (request.body as { codPaymentPreference: never })
          .codPaymentPreference,
      }),
    }),
  });
  api.defaults.adapter = 'fetch';
  api.defaults.baseURL = `${server.origin}/api/v1`;
});
afterAll(() => server.close());
// Each test reads only the calls it made (a test's order in the file is not part of it).
beforeEach(() => {
  server.requests.length = 0;
});

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentPreferenceForm merchant={merchantFixture({ id: 3 })} />
    </QueryClientProvider>,
  );
}

describe('payment preference form', () => {
  it('asks a bank account for its holder, number, bank, branch and 9-digit routing number', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Bank' }));
    await userEvent.type(screen.getByLabelText('Account number'), '12345');
    await userEvent.type(screen.getByLabelText('Routing number'), '0901');
    await userEvent.click(screen.getByRole('button', { name: 'Save preference' }));
    expect(
      await screen.findByText('Enter the account holder’s name (2 to 100 characters)'),
    ).toBeTruthy();
    expect(screen.getByText('Account number has 9 to 20 digits')).toBeTruthy();
    expect(screen.getByText('Enter the bank’s name')).toBeTruthy();
    expect(screen.getByText('Enter the branch name')).toBeTruthy();
    expect(screen.getByText('Routing number has 9 digits')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('saves a bKash wallet given with the +880 prefix as the local 11-digit number', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Account name'), 'Rahim Uddin');
    await userEvent.type(screen.getByLabelText('Wallet number'), '+880 1712-345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save preference' }));
    await screen.findByRole('button', { name: 'Save preference' });
    await expect.poll(() => server.requests.length).toBe(1);
    expect(server.requests[0]?.body).toEqual({
      codPaymentPreference: {
        method: 'bkash',
        accountName: 'Rahim Uddin',
        accountNumber: '01712345678',
      },
    });
  });
});
