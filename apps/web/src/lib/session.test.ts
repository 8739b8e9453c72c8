import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedPortOrigin, startTestServer } from '@/test-utils/test-server';
import { authHttp } from './auth-http';
import { browser } from './browser';
import {
  COOKIE,
  clearTokens,
  getAccessToken,
  getMerchantId,
  getRefreshToken,
  getUserId,
  logout,
  refreshOnVisible,
  saveTokens,
  setMerchantId,
} from './session';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'POST /api/v1/ums/auth/merchant/refresh': (request) => {
      const { refreshToken } = request.body as { refreshToken: string };
      if (refreshToken === 'good-refresh') {
        return { status: 200, body: { idToken: 'new-id', refreshToken: 'new-refresh' } };
      }
      // A gateway in front of an API that is down.
      if (refreshToken === 'behind-a-down-gateway') return { status: 502 };
      return {
        status: 401,
        body: { errorCode: 'UNAUTHENTICATED', message: 'Refresh token revoked' },
      };
    },
    'POST /api/v1/ums/auth/logout': () => ({ status: 204 }),
  });
  authHttp.defaults.adapter = 'fetch';
});

beforeEach(() => {
  authHttp.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(() => server.close());

const MINUTE = 60_000;

/** A sign-in at a fixed instant (the clock faked), merchant 12 chosen; returns the instant. */
function signedInWithMerchant12() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = new Date('2025-03-01T10:00:00Z').getTime();
  vi.setSystemTime(start);
  saveTokens({ idToken: 'id', refreshToken: 'refresh' });
  setMerchantId(12);
  return start;
}

describe('session cookies', () => {
  it('sees its own writes at once, and nothing once the tokens are cleared', () => {
    saveTokens({ idToken: 'id', refreshToken: 'refresh' });
    setMerchantId(12);
    expect(getAccessToken()).toBe('id');
    expect(getRefreshToken()).toBe('refresh');
    expect(getMerchantId()).toBe(12);
    clearTokens();
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
  });

  it('sees a change made elsewhere (another tab) at once', () => {
    saveTokens({ idToken: 'id', refreshToken: 'refresh' });
    expect(getAccessToken()).toBe('id');
    Cookies.set(COOKIE.accessToken, 'from-another-tab', { path: '/' });
    expect(getAccessToken()).toBe('from-another-tab');
  });

  it('keep the tokens and the merchant for 1 day and the refresh marker for 10 minutes', () => {
    const start = signedInWithMerchant12();

    vi.setSystemTime(start + 9 * MINUTE);
    expect(Cookies.get(COOKIE.refreshMarker)).toBeDefined();
    vi.setSystemTime(start + 11 * MINUTE);
    expect(Cookies.get(COOKIE.refreshMarker)).toBeUndefined();
    expect(Cookies.get(COOKIE.accessToken)).toBe('id');

    vi.setSystemTime(start + 24 * 60 * MINUTE - MINUTE);
    expect(Cookies.get(COOKIE.accessToken)).toBe('id');
    expect(Cookies.get(COOKIE.refreshToken)).toBe('refresh');
    expect(Cookies.get(COOKIE.merchantId)).toBe('12');

    vi.setSystemTime(start + 24 * 60 * MINUTE + MINUTE);
    expect(Cookies.get(COOKIE.accessToken)).toBeUndefined();
    expect(Cookies.get(COOKIE.refreshToken)).toBeUndefined();
    expect(Cookies.get(COOKIE.merchantId)).toBeUndefined();
  });

  it('keeps the chosen merchant as long as each refresh keeps the tokens', () => {
    const start = signedInWithMerchant12();
    vi.setSystemTime(start + 20 * 60 * MINUTE);
    saveTokens({ idToken: 'id-2', refreshToken: 'refresh-2' });

    vi.setSystemTime(start + 30 * 60 * MINUTE);
    expect(Cookies.get(COOKIE.accessToken)).toBe('id-2');
    expect(Cookies.get(COOKIE.merchantId)).toBe('12');
  });

  it('reads the user id from the JWT sub of the idToken', () => {
    const payload = btoa(JSON.stringify({ sub: '31', sid: 's', name: 'Rahim', exp: 1 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    saveTokens({ idToken: `header.${payload}.signature`, refreshToken: 'r' });
    expect(getUserId()).toBe('31');
  });
});

describe('refresh when the page becomes visible', () => {
  it('refreshes when a refresh token and the 10-minute marker exist, and restarts the marker', async () => {
    saveTokens({ idToken: 'old-id', refreshToken: 'good-refresh' });
    await expect(refreshOnVisible()).resolves.toBe('refreshed');
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/v1/ums/auth/merchant/refresh',
    ]);
    expect(Cookies.get(COOKIE.accessToken)).toBe('new-id');
    expect(Cookies.get(COOKIE.refreshToken)).toBe('new-refresh');
    expect(Cookies.get(COOKIE.refreshMarker)).toBeDefined();
  });

  it('does nothing once the refresh marker has expired', () => {
    saveTokens({ idToken: 'old-id', refreshToken: 'good-refresh' });
    Cookies.remove(COOKIE.refreshMarker, { path: '/' });
    expect(refreshOnVisible()).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it('does nothing without a refresh token', () => {
    Cookies.set(COOKIE.refreshMarker, '1', { path: '/' });
    expect(refreshOnVisible()).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it('does nothing while the page is hidden', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    saveTokens({ idToken: 'old-id', refreshToken: 'good-refresh' });
    expect(refreshOnVisible()).toBeUndefined();
  });

  it('clears the tokens and goes to the login page when the refresh fails', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    saveTokens({ idToken: 'old-id', refreshToken: 'revoked' });
    await expect(refreshOnVisible()).resolves.toBe('refused');
    expect(go).toHaveBeenCalledWith('/auth/login');
    expect(Cookies.get(COOKIE.accessToken)).toBeUndefined();
    expect(Cookies.get(COOKIE.refreshToken)).toBeUndefined();
    expect(Cookies.get(COOKIE.refreshMarker)).toBeUndefined();
  });
});

describe('logout', () => {
  it('tells the server, then clears the tokens and goes to the login page', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    saveTokens({ idToken: 'id', refreshToken: 'refresh-to-revoke' });
    await logout();
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/ums/auth/logout',
      body: { refreshToken: 'refresh-to-revoke' },
    });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer id');
    expect(Cookies.get(COOKIE.accessToken)).toBeUndefined();
    expect(go).toHaveBeenCalledWith('/auth/login');
  });

  it('still clears the tokens and goes to the login page when the server cannot be reached', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    authHttp.defaults.baseURL = `${await closedPortOrigin()}/api/v1`;
    saveTokens({ idToken: 'id', refreshToken: 'refresh' });
    await logout();
    expect(Cookies.get(COOKIE.accessToken)).toBeUndefined();
    expect(Cookies.get(COOKIE.refreshToken)).toBeUndefined();
    expect(go).toHaveBeenCalledWith('/auth/login');
  });

  it('keeps the session when no server answers (offline), and refreshes once back online', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    saveTokens({ idToken: 'old-id', refreshToken: 'good-refresh' });
    authHttp.defaults.baseURL = `${await closedPortOrigin()}/api/v1`;
    await expect(refreshOnVisible()).resolves.toBe('unreachable');
    expect(go).not.toHaveBeenCalled();
    expect(Cookies.get(COOKIE.accessToken)).toBe('old-id');
    expect(Cookies.get(COOKIE.refreshToken)).toBe('good-refresh');

    authHttp.defaults.baseURL = `${server.origin}/api/v1`;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(Cookies.get(COOKIE.accessToken)).toBe('new-id'));
    expect(go).not.toHaveBeenCalled();
  });

  it('keeps the session when a gateway answers for an API that is down', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    saveTokens({ idToken: 'old-id', refreshToken: 'behind-a-down-gateway' });
    await expect(refreshOnVisible()).resolves.toBe('unreachable');
    expect(go).not.toHaveBeenCalled();
    expect(Cookies.get(COOKIE.refreshToken)).toBe('behind-a-down-gateway');
  });
});
