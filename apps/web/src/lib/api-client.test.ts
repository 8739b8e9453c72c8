import { onlineManager } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedPortOrigin, startTestServer } from '@/test-utils/test-server';
import { ApiError, api, DEFAULT_TIMEOUT_MS, toApiError } from './api-client';
import { authHttp } from './auth-http';
import { browser } from './browser';
import { en } from './i18n/en';
import { loaderStore } from './loader-store';
import { COOKIE, saveTokens } from './session';
import { toastStore } from './toast-store';

let server: Awaited<ReturnType<typeof startTestServer>>;
let refreshCalls = 0;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/echo': () => ({ status: 200, body: { ok: true } }),
    'GET /api/v1/slow': () => ({ status: 200, body: { ok: true }, delayMs: 80 }),
    'GET /api/v1/too-slow': () => ({ status: 200, body: { ok: true }, delayMs: 400 }),
    'PATCH /api/v1/stock': () => ({
      status: 400,
      body: { errorCode: 'VALIDATION_ERROR', message: 'Stock must be a whole number' },
    }),
    'GET /api/v1/legacy-error': () => ({ status: 500, body: { error: 'Internal Server Error' } }),
    'GET /api/v1/bare-502': () => ({ status: 502 }),
    'GET /api/v1/protected': (request) =>
      request.headers.authorization === 'Bearer fresh-id'
        ? { status: 200, body: { secret: 42 } }
        : { status: 401, body: { errorCode: 'UNAUTHENTICATED', message: 'Token expired' } },
    'POST /api/v1/ums/auth/merchant/refresh': (request) => {
      refreshCalls += 1;
      const { refreshToken } = request.body as { refreshToken: string };
      if (refreshToken === 'good-refresh') {
        return { status: 200, body: { idToken: 'fresh-id', refreshToken: 'rotated' }, delayMs: 30 };
      }
      if (refreshToken === 'refresh-behind-a-down-gateway') return { status: 502 };
      return {
        status: 401,
        body: { errorCode: 'UNAUTHENTICATED', message: 'Refresh token revoked' },
      };
    },
  });
  api.defaults.adapter = 'fetch';
  authHttp.defaults.adapter = 'fetch';
});

beforeEach(() => {
  api.defaults.baseURL = `${server.origin}/api/v1`;
  authHttp.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  refreshCalls = 0;
  toastStore.clear();
  loaderStore.reset();
});

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

afterAll(() => server.close());

const lastRequest = () => server.requests.at(-1)!;
const errorToasts = () => toastStore.getSnapshot().filter((toast) => toast.type === 'error');

describe('api client', () => {
  it('sends no XSRF cookie, so no request first waits on the browser cookie store', () => {
    // The API takes a bearer token. With XSRF on, axios reads its cookie through the async
    // cookieStore before every same-origin request, delaying a page's first calls.
    expect(api.defaults.withXSRFToken).toBe(false);
    expect(authHttp.defaults.withXSRFToken).toBe(false);
  });

  it('times out after 100000 ms by default and talks JSON under /api/v1', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(100000);
    expect(api.defaults.timeout).toBe(100000);
    await api.get('echo');
    expect(lastRequest().path).toBe('/api/v1/echo');
    expect(lastRequest().headers['content-type']).toContain('application/json');
  });

  it('attaches the bearer access token and the selected merchant as X-Merchant-Id', async () => {
    saveTokens({ idToken: 'id-token-1', refreshToken: 'refresh-1' });
    Cookies.set(COOKIE.merchantId, '7');
    await api.get('echo');
    expect(lastRequest().headers.authorization).toBe('Bearer id-token-1');
    expect(lastRequest().headers['x-merchant-id']).toBe('7');
  });

  it('sends no merchant header when no merchant is selected', async () => {
    await api.get('echo');
    expect(lastRequest().headers['x-merchant-id']).toBeUndefined();
  });

  it('drops an Authorization header whose value contains the word undefined', async () => {
    await api.get('echo', { headers: { Authorization: 'Bearer undefined' } });
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('toasts the response message on failure and rejects with errorCode and message', async () => {
    const failure = api.patch('stock', { stock: 1.5 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Stock must be a whole number',
    });
    expect(errorToasts().map((toast) => [toast.title, toast.message])).toEqual([
      ['Failed', 'Stock must be a whole number'],
    ]);
  });

  it("toasts the body's error field when there is no message", async () => {
    await expect(api.get('legacy-error')).rejects.toMatchObject({
      errorCode: 'HTTP_500',
      message: 'Internal Server Error',
    });
    expect(errorToasts()[0]?.message).toBe('Internal Server Error');
  });

  it('does not toast when the call suppresses it, but still rejects', async () => {
    await expect(api.patch('stock', {}, { toastError: false })).rejects.toMatchObject({
      errorCode: 'VALIDATION_ERROR',
    });
    expect(errorToasts()).toEqual([]);
  });

  it("keeps axios's transport texts on the error, and toasts a network failure in the merchant's words", async () => {
    await expect(api.get('bare-502')).rejects.toMatchObject({
      errorCode: 'HTTP_502',
      message: 'Request failed with status code 502',
    });
    await expect(api.get('too-slow', { timeout: 50 })).rejects.toMatchObject({
      errorCode: 'TIMEOUT',
      message: 'timeout of 50ms exceeded',
    });
    api.defaults.baseURL = `${await closedPortOrigin()}/api/v1`;
    await expect(api.get('echo')).rejects.toMatchObject({
      errorCode: 'NETWORK_ERROR',
      message: 'Network Error',
    });
    // A code the panel does not know keeps its text; a time-out and no network say what to do.
    expect(errorToasts().map((toast) => toast.message)).toEqual([
      'Request failed with status code 502',
      en['errors.TIMEOUT'],
      en['errors.NETWORK_ERROR'],
    ]);
  });

  it('offline, refuses a change before it leaves and says so; reads still go out', async () => {
    onlineManager.setOnline(false);
    await expect(api.patch('stock', { stock: 3 })).rejects.toMatchObject({
      errorCode: 'OFFLINE',
    });
    expect(server.requests).toEqual([]);
    expect(errorToasts().map((toast) => toast.message)).toEqual([en['errors.OFFLINE']]);
    expect(loaderStore.getSnapshot()).toBe(0);
    // Reads are Query's to pause; the client itself lets them through.
    await expect(api.get('echo')).resolves.toMatchObject({ data: { ok: true } });
    onlineManager.setOnline(true);
    await expect(api.patch('stock', { stock: 3 })).rejects.toMatchObject({
      errorCode: 'VALIDATION_ERROR',
    });
  });

  it("falls back to 'Something went wrong' when a failure carries no message", () => {
    expect(toApiError('boom')).toMatchObject({
      errorCode: 'UNKNOWN_ERROR',
      message: 'Something went wrong',
    });
    expect(toApiError(new Error(''))).toMatchObject({ message: 'Something went wrong' });
  });

  it('keeps the loading overlay up until the last of parallel calls ends', async () => {
    const seen: number[] = [];
    const unsubscribe = loaderStore.subscribe(() => seen.push(loaderStore.getSnapshot()));
    const first = api.get('slow');
    const second = api.get('slow');
    expect(loaderStore.getSnapshot()).toBe(2);
    await Promise.all([first, second]);
    unsubscribe();
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('shows no loading overlay for a call that disables it, also when it fails', async () => {
    const call = api.get('slow', { loader: false });
    expect(loaderStore.getSnapshot()).toBe(0);
    await call;
    await api.patch('stock', {}, { loader: false, toastError: false }).catch(() => undefined);
    expect(loaderStore.getSnapshot()).toBe(0);
  });

  it('refreshes the token once for parallel 401s and retries each call with the new token', async () => {
    saveTokens({ idToken: 'stale-id', refreshToken: 'good-refresh' });
    const results = await Promise.all([api.get('protected'), api.get('protected')]);
    expect(results.map((response) => response.data)).toEqual([{ secret: 42 }, { secret: 42 }]);
    expect(refreshCalls).toBe(1);
    expect(Cookies.get(COOKIE.accessToken)).toBe('fresh-id');
    expect(Cookies.get(COOKIE.refreshToken)).toBe('rotated');
    expect(loaderStore.getSnapshot()).toBe(0);
  });

  it('clears the tokens and goes to the login page when the refresh fails', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    saveTokens({ idToken: 'stale-id', refreshToken: 'revoked-refresh' });
    await expect(api.get('protected')).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    expect(go).toHaveBeenCalledWith('/auth/login');
    expect(Cookies.get(COOKIE.accessToken)).toBeUndefined();
    expect(Cookies.get(COOKIE.refreshToken)).toBeUndefined();
  });

  it('keeps the session and says the server is out of reach when the refresh gets no answer', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    saveTokens({ idToken: 'stale-id', refreshToken: 'refresh-behind-a-down-gateway' });
    await expect(api.get('protected')).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR' });
    expect(go).not.toHaveBeenCalled();
    expect(Cookies.get(COOKIE.refreshToken)).toBe('refresh-behind-a-down-gateway');
    expect(errorToasts().map((toast) => toast.message)).toEqual([en['errors.NETWORK_ERROR']]);
  });
});
