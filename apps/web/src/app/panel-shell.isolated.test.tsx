import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { authHttp } from '@/lib/auth-http';
import { browser } from '@/lib/browser';
import { COOKIE, saveTokens, setMerchantId } from '@/lib/session';
import { toastStore } from '@/lib/toast-store';
import { merchantFixture } from '@/test-utils/merchant-fixture';
import { renderApp } from '@/test-utils/render-app';
import { type Reply, startTestServer } from '@/test-utils/test-server';

const withPreference = merchantFixture({
  id: 4,
  name: 'Dhaka Fashion',
  codPaymentPreference: { method: 'bkash', accountNumber: '01712345678', accountName: 'Rahim' },
});
const withoutPreference = merchantFixture({
  id: 9,
  name: 'Chittagong Crafts',
  address: null,
  streetAddress: 'Agrabad',
  area: '',
  division: 'Chattogram',
  district: null,
  city: null,
  postalCode: '4100',
});

let merchants = [withPreference, withoutPreference];
let loginReply: Reply;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/cms/merchant/merchants': () => ({
      status: 200,
      body: {
        content: merchants,
        page: 1,
        limit: 100,
        totalElements: merchants.length,
        totalPages: 1,
      },
    }),
    'GET /api/v1/cms/merchant/shops': () => ({
      status: 200,
      body: { content: [], page: 1, limit: 12, totalElements: 0, totalPages: 0 },
    }),
    // The server knows no order: whatever is asked for comes back missing.
    'GET /api/v1/oms/merchant-orders/print-sheets': (request) => ({
      status: 200,
      body: { orders: [], missing: [Number(request.query.ids)] },
    }),
    'POST /api/v1/ums/auth/merchant/login': () => loginReply,
    'POST /api/v1/ums/auth/merchant/send-otp': () => ({ status: 200, body: { message: 'sent' } }),
    'POST /api/v1/ums/auth/merchant/verify-otp': (request) =>
      (request.body as { otp: string }).otp === '123456'
        ? { status: 200, body: { resetToken: 'reset-1' } }
        : {
            status: 400,
            body: { errorCode: 'VALIDATION_ERROR', message: 'The code is wrong or expired' },
          },
    'POST /api/v1/ums/auth/merchant/set-password': () => ({ status: 200, body: { message: 'ok' } }),
    'PATCH /api/v1/cms/merchant/merchants/9/update-payment-preference': (request) => {
      const { codPaymentPreference } = request.body as { codPaymentPreference: never };
      merchants = [withPreference, { ...withoutPreference, codPaymentPreference }];
      return { status: 200, body: merchants[1] };
    },
  });
  for (const http of [api, authHttp]) http.defaults.adapter = 'fetch';
});

beforeEach(() => {
  for (const http of [api, authHttp]) http.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  merchants = [withPreference, withoutPreference];
  loginReply = { status: 200, body: { idToken: 'id-token', refreshToken: 'refresh-token' } };
  toastStore.clear();
});

afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

function signIn(merchantId = 4) {
  saveTokens({ idToken: 'id-token', refreshToken: 'refresh-token' });
  setMerchantId(merchantId);
}

describe('panel layouts', () => {
  it('sends a visitor without tokens from / to the login page, shown without sidebar and header', async () => {
    const { history } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the merchant panel' }),
    ).toBeTruthy();
    expect(history.location.pathname).toBe('/auth/login');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends /merchant pages to the login page when there is neither access nor refresh token', async () => {
    const { history } = renderApp('/merchant/shops');
    await waitFor(() => expect(history.location.pathname).toBe('/auth/login'));
  });

  it('shows the sidebar, the sticky 56px header with the page title and the empty state', async () => {
    signIn();
    renderApp('/merchant/shops');
    const header = await screen.findByRole('banner');
    expect(header.className).toContain('h-14');
    expect(header.className).toContain('sticky');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Shops');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText(
        'Your shops will appear here once the marketplace opens one for this merchant account. Contact Help/Support to open a shop.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shops' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Amount Due')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('keeps the sidebar in the header drawer on a phone: no sidebar column, no due calls', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      signIn();
      renderApp('/merchant/shops');
      await screen.findByRole('banner');
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(screen.queryByText('Amount Due')).toBeNull();
      expect(server.requests.filter((request) => request.path.includes('/bms/'))).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
      // The box shows once the role is known (the merchants list is in).
      expect(await within(drawer).findByText('Amount Due')).toBeTruthy();
      // The drawer's box asks for the due: the calls above were absent, not merely late.
      await waitFor(() =>
        expect(server.requests.some((request) => request.path.includes('/bms/'))).toBe(true),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('titles an order stage page with its menu label', async () => {
    signIn();
    renderApp('/merchant/orders/dispatch_requestable?deliveryChargePaymentStatus=paid');
    const header = await screen.findByRole('banner');
    await waitFor(() =>
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe(
        'Ready for Pickup',
      ),
    );
  });

  it("opens Bulk Print and Product from their menu targets with the spec's trailing slash", async () => {
    signIn();
    renderApp('/merchant/bulk/');
    const header = await screen.findByRole('banner');
    await waitFor(() =>
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Bulk Print'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Product' }));
    await waitFor(() =>
      expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Product'),
    );
    expect(screen.getByRole('link', { name: 'Product' }).getAttribute('aria-current')).toBe('page');
  });

  it('prints an order without sidebar and header', async () => {
    signIn();
    renderApp('/merchant/print-order/55?noprint=1');
    // The test server knows no order 55: the print page says so, still without the layout.
    expect(await screen.findByText('Order #55 was not found.')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('login', () => {
  it('saves the tokens, selects the first merchant and opens Home', async () => {
    const { history } = renderApp('/auth/login');
    await userEvent.type(await screen.findByLabelText('Phone or e-mail'), '01711111111');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/merchant/home'));
    const logins = server.requests.filter((request) => request.path.endsWith('/merchant/login'));
    expect(logins.map((request) => request.body)).toEqual([
      { username: '01711111111', password: 'secret-pass' },
    ]);
    expect(Cookies.get(COOKIE.accessToken)).toBe('id-token');
    expect(Cookies.get(COOKIE.merchantId)).toBe('4');
  });

  it('asks a browser the account has never seen for a texted code while it is guessed, and signs in with it', async () => {
    const tokens = loginReply;
    loginReply = {
      status: 403,
      body: { errorCode: 'LOGIN_CODE_REQUIRED', message: 'A new browser also needs a code' },
    };
    const { history } = renderApp('/auth/login');
    await userEvent.type(await screen.findByLabelText('Phone or e-mail'), '01711111111');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/so a browser it has not seen also needs a code/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('If the account exists, a code is on its way.')).toBeDefined();
    loginReply = tokens;
    await userEvent.type(screen.getByLabelText('One-time code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/merchant/home'));
    // Only the sign-in calls: the calls of the Home opened by an earlier test may still arrive.
    const signIn = server.requests.filter((request) => request.path.includes('/ums/auth/'));
    expect(signIn.map((request) => [request.path, request.body])).toEqual([
      ['/api/v1/ums/auth/merchant/login', { username: '01711111111', password: 'secret-pass' }],
      ['/api/v1/ums/auth/merchant/send-otp', { username: '01711111111' }],
      [
        '/api/v1/ums/auth/merchant/login',
        { username: '01711111111', password: 'secret-pass', otp: '123456' },
      ],
    ]);
  });

  it("shows the server's message under the form on wrong credentials, without a toast", async () => {
    loginReply = {
      status: 401,
      body: { errorCode: 'UNAUTHENTICATED', message: 'Wrong phone/e-mail or password' },
    };
    renderApp('/auth/login');
    await userEvent.type(await screen.findByLabelText('Phone or e-mail'), 'a@b.example');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong phone/e-mail or password');
    // Only this failure's toast is looked for: calls of an earlier test's pages (Home's counts,
    // answered 404 by this fake server) may still be finishing.
    expect(toastStore.getSnapshot().filter((toast) => toast.message.startsWith('Wrong'))).toEqual(
      [],
    );
  });
});

describe('reset password', () => {
  it('sends a code, verifies it, sets the new password and returns to login with a success toast', async () => {
    const { history } = renderApp('/auth/reset-password');
    await userEvent.type(await screen.findByLabelText('Phone or e-mail'), 'owner@shop.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await userEvent.type(await screen.findByLabelText('One-time code'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or expired');
    await userEvent.clear(screen.getByLabelText('One-time code'));
    await userEvent.type(screen.getByLabelText('One-time code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));

    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

    await waitFor(() => expect(history.location.pathname).toBe('/auth/login'));
    // This flow's calls only: a page of an earlier test may still be finishing one of its own.
    const resetCalls = server.requests.filter((request) => request.path.includes('/ums/auth/'));
    expect(resetCalls.map((request) => [request.path, request.body])).toEqual([
      ['/api/v1/ums/auth/merchant/send-otp', { username: 'owner@shop.example' }],
      ['/api/v1/ums/auth/merchant/verify-otp', { username: 'owner@shop.example', otp: '999999' }],
      ['/api/v1/ums/auth/merchant/verify-otp', { username: 'owner@shop.example', otp: '123456' }],
      [
        '/api/v1/ums/auth/merchant/set-password',
        { resetToken: 'reset-1', password: 'a-long-password' },
      ],
    ]);
    expect(toastStore.getSnapshot().map((toast) => [toast.type, toast.message])).toEqual([
      ['success', 'Password changed. Log in with your new password.'],
    ]);
  });
});

describe('merchant account', () => {
  it('lists the merchants with joined addresses and switches with a full reload of All Orders', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    signIn();
    renderApp('/merchant/shops');
    await userEvent.click(await screen.findByRole('button', { name: 'Change merchant acc.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merchant Account' });
    expect(within(dialog).getByText('Agrabad, Chattogram, 4100')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /Chittagong Crafts/ }));
    expect(Cookies.get(COOKIE.merchantId)).toBe('9');
    expect(go).toHaveBeenCalledWith('/merchant/orders/all');
  });
});

describe('COD payment preference prompt', () => {
  it('does not open when the current merchant has a preference', async () => {
    signIn(4);
    renderApp('/merchant/shops');
    await screen.findByRole('banner');
    await waitFor(() => expect(screen.getAllByText('Dhaka Fashion').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens large for a merchant without one and stays dismissed for the session', async () => {
    signIn(9);
    const first = renderApp('/merchant/shops');
    const dialog = await screen.findByRole('dialog', { name: 'COD payment preference' });
    expect(dialog.getAttribute('data-size')).toBe('lg');
    expect(dialog.style.maxWidth).toBe('700px');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderApp('/merchant/shops');
    await screen.findByRole('banner');
    await waitFor(() => expect(screen.getAllByText('Chittagong Crafts').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves the preference, validated by the contract schema, and then stays closed', async () => {
    signIn(9);
    renderApp('/merchant/shops');
    const dialog = await screen.findByRole('dialog', { name: 'COD payment preference' });
    // The form is a lazy chunk: the first test in a run to open the prompt waits for it.
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Nagad' }));
    await userEvent.type(within(dialog).getByLabelText('Account name'), 'Karim');
    await userEvent.type(within(dialog).getByLabelText('Wallet number'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preference' }));
    expect(
      await within(dialog).findByText('Enter an 11-digit Bangladeshi mobile number'),
    ).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText('Wallet number'));
    await userEvent.type(within(dialog).getByLabelText('Wallet number'), '01812345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preference' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({
      codPaymentPreference: { method: 'nagad', accountName: 'Karim', accountNumber: '01812345678' },
    });
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain(
      'Payment preference saved',
    );
  });
});
