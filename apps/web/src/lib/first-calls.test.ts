import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '@/test-utils/test-server';
import { FIRST_CALLS_STORAGE_KEY, type FirstCallsRecord } from './first-calls-record';
import { COOKIE } from './session';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/orders': (request) => ({
      status: 200,
      body: { merchant: request.headers['x-merchant-id'] ?? null, page: request.query.page },
    }),
    'GET /api/v1/orders/1196': () => ({ status: 200, body: { id: 1196 } }),
    'GET /api/v1/merchants/4/orders/1196': () => ({ status: 200, body: {} }),
    'GET /api/v1/merchants/4/orders/4': () => ({ status: 200, body: {} }),
    'GET /api/v1/expired': () => ({
      status: 401,
      body: { errorCode: 'UNAUTHENTICATED', message: 'Token expired' },
    }),
  });
});

afterAll(() => server.close());

/** A fresh api client and first-calls module: each page load starts recording anew. */
async function loadPage() {
  vi.resetModules();
  const { api } = await import('./api-client');
  const firstCalls = await import('./first-calls');
  api.defaults.adapter = 'fetch';
  api.defaults.baseURL = `${server.origin}/api/v1`;
  return { api, ...firstCalls };
}

/** What index.html's inline script does with a recorded page: the calls leave with the page. */
function sendFirstCalls(urls: string[], token: string, merchant: string | null) {
  const headers: Record<string, string> = { Authorization: token };
  if (merchant) headers['x-merchant-id'] = merchant;
  window.__mpFirstCalls = urls.map((url) => ({
    url,
    token,
    merchant,
    response: fetch(url, { headers }).catch(() => undefined),
  }));
}

const stored = () =>
  JSON.parse(localStorage.getItem(FIRST_CALLS_STORAGE_KEY) ?? 'null') as FirstCallsRecord | null;

beforeEach(() => {
  server.requests.length = 0;
  localStorage.clear();
  window.__mpFirstCalls = undefined;
  Cookies.set(COOKIE.accessToken, 'token-a', { path: '/' });
  Cookies.set(COOKIE.merchantId, '4', { path: '/' });
});

describe('first calls', () => {
  it("records a page's first GET calls (not its writes) with the cookies the script reads", async () => {
    const { api, finishFirstCalls } = await loadPage();
    await api.get('orders', { params: { page: 1 } });
    await api.get('orders', { params: { page: 1 } });
    await api.post('orders', {}).catch(() => {});
    finishFirstCalls('/merchant/orders/all');
    await api.get('orders', { params: { page: 2 } });

    expect(stored()).toEqual({
      token: { header: 'Authorization', cookie: COOKIE.accessToken, prefix: 'Bearer ' },
      merchant: { header: 'x-merchant-id', cookie: COOKIE.merchantId, prefix: '' },
      pages: { '/merchant/orders/all': [`${server.origin}/api/v1/orders?page=1`] },
    });
  });

  it('keeps the 20 most recently opened pages, and forgets a page that made no call', async () => {
    for (let page = 1; page <= 22; page += 1) {
      const { api, finishFirstCalls } = await loadPage();
      await api.get('orders', { params: { page } });
      finishFirstCalls(`/page-${page}`);
    }
    const reopened = await loadPage();
    await reopened.api.get('orders', { params: { page: 5 } });
    reopened.finishFirstCalls('/page-5');
    const empty = await loadPage();
    empty.finishFirstCalls('/page-6');

    const pages = Object.keys(stored()?.pages ?? {});
    expect(pages).toHaveLength(19);
    expect(pages[0]).toBe('/page-3');
    expect(pages.at(-1)).toBe('/page-5');
    expect(pages).not.toContain('/page-6');
  });

  it("turns the page's numbers into placeholders, so one record serves every order", async () => {
    const { api, finishFirstCalls } = await loadPage();
    await api.get('orders/1196');
    await api.get('orders', { params: { page: 1 } });
    finishFirstCalls('/merchant/order/1196?tab=1');

    expect(stored()?.pages).toEqual({
      '/merchant/order/{0}?tab=1': [
        `${server.origin}/api/v1/orders/{0}`,
        `${server.origin}/api/v1/orders?page=1`,
      ],
    });
  });

  it("records the merchant a call names in its path as {m}, the page's own numbers first", async () => {
    // Merchant 4 is selected (its cookie), so the api client sends its calls for merchant 4.
    const first = await loadPage();
    await first.api.get('merchants/4/orders/1196');
    first.finishFirstCalls('/merchant/order/1196');
    // On order 4's page, a 4 in a call's path is the page's number.
    const second = await loadPage();
    await second.api.get('merchants/4/orders/4');
    second.finishFirstCalls('/merchant/order/4?tab=1');

    expect(stored()?.pages).toEqual({
      '/merchant/order/{0}': [`${server.origin}/api/v1/merchants/{m}/orders/{0}`],
      '/merchant/order/{0}?tab=1': [`${server.origin}/api/v1/merchants/{0}/orders/{0}`],
    });
  });

  it('answers a call from the call the page sent, once, and parses it as any answer', async () => {
    const { api } = await loadPage();
    const url = `${server.origin}/api/v1/orders?page=1`;
    sendFirstCalls([url], 'Bearer token-a', '4');
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));

    const { data } = await api.get('orders', { params: { page: 1 } });
    expect(data).toEqual({ merchant: '4', page: '1' });
    expect(server.requests).toHaveLength(1);

    // A second call of the same URL is a refetch: it goes to the network.
    await api.get('orders', { params: { page: 1 } });
    expect(server.requests).toHaveLength(2);
  });

  it('does not use an answer sent for another merchant or another token', async () => {
    const { api } = await loadPage();
    const url = `${server.origin}/api/v1/orders?page=1`;
    sendFirstCalls([url, url], 'Bearer token-a', '9');
    window.__mpFirstCalls?.push({
      url,
      token: 'Bearer old-token',
      merchant: '4',
      response: fetch(url, { headers: { Authorization: 'Bearer old-token' } }),
    });

    const { data } = await api.get('orders', { params: { page: 1 } });
    expect(data).toEqual({ merchant: '4', page: '1' });
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer token-a');
    expect(server.requests).toHaveLength(4);
  });

  it('sends the call again when the answer the page got was a failure', async () => {
    const { api } = await loadPage();
    sendFirstCalls([`${server.origin}/api/v1/expired`], 'Bearer token-a', '4');

    const failure = await api
      .get('expired', { refreshOn401: false, toastError: false })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED' });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/v1/expired',
      '/api/v1/expired',
    ]);
  });

  it('serves a call that comes a moment after the first load', async () => {
    const { api, finishFirstCalls } = await loadPage();
    const url = `${server.origin}/api/v1/orders?page=1`;
    sendFirstCalls([url], 'Bearer token-a', '4');
    finishFirstCalls('/merchant/orders/all');

    await api.get('orders', { params: { page: 1 } });
    expect(server.requests).toHaveLength(1);
  });

  it('drops the answers no call took a few seconds after the start', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const { finishFirstCalls } = await loadPage();
      sendFirstCalls([`${server.origin}/api/v1/orders?page=1`], 'Bearer token-a', '4');
      finishFirstCalls('/merchant/orders/all');
      vi.advanceTimersByTime(4_999);
      expect(window.__mpFirstCalls).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(window.__mpFirstCalls).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the answers no call took at the first write', async () => {
    const { api } = await loadPage();
    sendFirstCalls([`${server.origin}/api/v1/orders?page=1`], 'Bearer token-a', '4');
    await window.__mpFirstCalls?.[0]?.response;
    await api.post('orders', {}).catch(() => undefined);
    expect(window.__mpFirstCalls).toBeUndefined();

    server.requests.length = 0;
    await api.get('orders', { params: { page: 1 } });
    expect(server.requests).toHaveLength(1);
  });
});
