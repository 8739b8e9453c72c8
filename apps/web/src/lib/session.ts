import type { IdTokenClaims, TokenPair } from '@mp/contract/ums/auth';
import { isAxiosError } from 'axios';
import Cookies from 'js-cookie';
import { authHttp } from './auth-http';
import { browser } from './browser';
import { forgetKeptQueryCaches } from './kept-query-cache';

export const COOKIE = {
  accessToken: 'mp_access_token',
  refreshToken: 'mp_refresh_token',
  refreshMarker: 'mp_refresh_expired',
  merchantId: 'mp_merchant_id',
} as const;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Cookie lifetimes of the spec (section 9). */
const COOKIE_LIFETIME_MS = {
  accessToken: DAY,
  refreshToken: DAY,
  refreshMarker: 10 * MINUTE,
  merchantId: DAY,
} as const;

const LOGIN_PATH = '/auth/login';

const readCookie = (name: string): string | undefined => Cookies.get(name);

function setCookie(name: string, value: string, lifetimeMs: number) {
  Cookies.set(name, value, {
    expires: new Date(Date.now() + lifetimeMs),
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

export const getAccessToken = () => readCookie(COOKIE.accessToken);
export const getRefreshToken = () => readCookie(COOKIE.refreshToken);
const hasRefreshMarker = () => readCookie(COOKIE.refreshMarker) !== undefined;
export const hasAccessToken = () => Boolean(getAccessToken());

export function getMerchantId(): number | undefined {
  const raw = readCookie(COOKIE.merchantId);
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function setMerchantId(id: number) {
  setCookie(COOKIE.merchantId, String(id), COOKIE_LIFETIME_MS.merchantId);
}

/**
 * Stores a fresh token pair and restarts the 10-minute refresh marker (login and each refresh).
 * The chosen merchant lives as long as the session: without it, a page's first calls would go
 * out with no merchant a day after it was chosen, while refreshed tokens still sign them.
 */
export function saveTokens(pair: TokenPair) {
  setCookie(COOKIE.accessToken, pair.idToken, COOKIE_LIFETIME_MS.accessToken);
  setCookie(COOKIE.refreshToken, pair.refreshToken, COOKIE_LIFETIME_MS.refreshToken);
  setCookie(COOKIE.refreshMarker, '1', COOKIE_LIFETIME_MS.refreshMarker);
  const merchantId = getMerchantId();
  if (merchantId !== undefined) setMerchantId(merchantId);
}

export function clearTokens() {
  for (const name of [COOKIE.accessToken, COOKIE.refreshToken, COOKIE.refreshMarker]) {
    Cookies.remove(name, { path: '/' });
  }
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Reads the idToken's claims without verifying them (the server verifies; we only display/route). */
function readIdTokenClaims(token = getAccessToken()): Partial<IdTokenClaims> | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = decodeSegment(payload);
    return claims && typeof claims === 'object' ? (claims as Partial<IdTokenClaims>) : undefined;
  } catch {
    return undefined;
  }
}

/** The user id: the JWT `sub` of the idToken (billing's `transactions/{id}/init`). */
export function getUserId(): string | undefined {
  return readIdTokenClaims()?.sub;
}

/**
 * How a refresh ended: new tokens; refused by the API (a 4xx: the session is over, spec section
 * 4); or no answer of the API (no network, a gateway's error), which keeps the session for when
 * the network is back.
 */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * The panel's tabs share one token pair (cookies), and the server ends the session when a
 * refresh token is presented twice. So one tab at a time refreshes, under a Web Lock every tab
 * of the origin shares; where the browser has none (a non-secure origin), only this tab's own
 * calls are joined.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request('mp-token-refresh', work) : work();
}

/**
 * The refresh token as the browser holds it now. Another tab's write reaches this tab's
 * `document.cookie` a moment later (each tab reads its own copy), so a tab that waited for the
 * refresh lock asks the cookie store, which answers from the browser's jar.
 */
async function refreshTokenNow(): Promise<string | undefined> {
  if (!('cookieStore' in window)) return getRefreshToken();
  const cookie = await window.cookieStore.get(COOKIE.refreshToken);
  return cookie?.value ? Cookies.converter.read(cookie.value, COOKIE.refreshToken) : undefined;
}

async function requestRefresh(): Promise<RefreshOutcome> {
  const heldBefore = getRefreshToken();
  if (!heldBefore) return 'refused';
  return oneTabAtATime(async (): Promise<RefreshOutcome> => {
    const refreshToken = await refreshTokenNow();
    if (!refreshToken) return 'refused';
    // Another tab refreshed while this one waited: the new pair is already in the cookies.
    if (refreshToken !== heldBefore) return 'refreshed';
    try {
      const { data } = await authHttp.post<TokenPair>('ums/auth/merchant/refresh', {
        refreshToken,
      });
      // Not the API's answer (a captive portal's page, say): no server has refused anything.
      if (!data?.idToken || !data.refreshToken) return 'unreachable';
      saveTokens(data);
      // Read back through the cookie store: the new pair is in the browser's jar before the lock
      // passes to a tab that waits for it.
      await refreshTokenNow();
      return 'refreshed';
    } catch (error) {
      // The API refuses with a 4xx; no answer, or a gateway's 5xx, says nothing about the session.
      const status = isAxiosError(error) ? error.response?.status : undefined;
      return status !== undefined && status >= 400 && status < 500 ? 'refused' : 'unreachable';
    }
  });
}

/** Signing out, or being signed out: no token and nothing of the merchant's stays on the device. */
function endSession() {
  clearTokens();
  forgetKeptQueryCaches();
  browser.go(LOGIN_PATH);
}

/**
 * Refreshes the token pair once for all concurrent callers. When the server refuses, the tokens
 * are cleared and the user goes to the login page (spec section 4); when no server answered, the
 * session stays and the refresh is tried again once the browser is back online.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= requestRefresh()
    .then((outcome) => {
      if (outcome === 'refused') endSession();
      if (outcome === 'unreachable') {
        window.addEventListener('online', () => void refreshSession(), { once: true });
      }
      return outcome;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** Spec: when the page becomes visible and the refresh marker is still alive, refresh. */
export function refreshOnVisible(): Promise<RefreshOutcome> | undefined {
  if (document.visibilityState !== 'visible') return undefined;
  if (!getRefreshToken() || !hasRefreshMarker()) return undefined;
  return refreshSession();
}

export function watchVisibility(): () => void {
  const onChange = () => {
    void refreshOnVisible();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Calls the server, then clears tokens and goes to login whether or not the call worked. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  const accessToken = getAccessToken();
  try {
    if (refreshToken) {
      await authHttp.post(
        'ums/auth/logout',
        { refreshToken },
        accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
      );
    }
  } catch {
    // Logging out must never be blocked by the server.
  } finally {
    endSession();
  }
}
