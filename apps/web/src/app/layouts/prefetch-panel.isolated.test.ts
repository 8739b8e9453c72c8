import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { clearTokens, saveTokens, setMerchantId } from '@/lib/session';
import { startTestServer } from '@/test-utils/test-server';
import { prefetchPanel } from './prefetch-panel';

const emptyPage = { content: [], page: 1, limit: 10, totalElements: 0, totalPages: 0 };
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/cms/merchant/merchants': () => ({ status: 200, body: emptyPage }),
    'GET /api/v1/oms/merchant-export-histories': () => ({ status: 200, body: emptyPage }),
    'GET /api/v1/bms/bills/4/total': () => ({ status: 200, body: [{ totalBillAmount: 0 }] }),
    'GET /api/v1/bms/payments/4/paid': () => ({ status: 200, body: [{ totalPaidAmount: 0 }] }),
    'GET /api/v1/bms/merchant-courier-payments/stat/count-amount': () => ({
      status: 200,
      body: [{ status: 'paid', count: 0, totalAmount: 0 }],
    }),
  });
  api.defaults.adapter = 'fetch';
});

beforeEach(() => {
  api.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  clearTokens();
});

afterEach(() => vi.unstubAllGlobals());

afterAll(() => server.close());

/** A window as wide (or not) as the panel's sidebar column needs. */
const stubWideScreen = (wide: boolean) =>
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: wide, media }));

describe('prefetchPanel', () => {
  it("starts the header's calls and, on a wide screen, the sidebar's amount due", async () => {
    stubWideScreen(true);
    saveTokens({ idToken: 'id-token', refreshToken: 'refresh-token' });
    setMerchantId(4);
    const queryClient = new QueryClient();
    prefetchPanel(queryClient);
    await expect.poll(() => server.requests.length).toBe(5);
    expect(server.requests.map((request) => [request.path, request.query]).sort()).toEqual([
      ['/api/v1/bms/bills/4/total', { approvalStatus: 'approved' }],
      ['/api/v1/bms/merchant-courier-payments/stat/count-amount', { status: 'paid' }],
      ['/api/v1/bms/payments/4/paid', { approvalStatus: 'approved' }],
      ['/api/v1/cms/merchant/merchants', { page: '1', limit: '100' }],
      ['/api/v1/oms/merchant-export-histories', { page: '1', limit: '10' }],
    ]);
    expect(server.requests.every((request) => request.headers['x-merchant-id'] === '4')).toBe(true);
  });

  it('leaves the amount due to the drawer on a narrow screen', async () => {
    stubWideScreen(false);
    saveTokens({ idToken: 'id-token', refreshToken: 'refresh-token' });
    setMerchantId(4);
    prefetchPanel(new QueryClient());
    await expect.poll(() => server.requests.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests.map((request) => request.path).sort()).toEqual([
      '/api/v1/cms/merchant/merchants',
      '/api/v1/oms/merchant-export-histories',
    ]);
  });

  it('asks for nothing without an access token', async () => {
    prefetchPanel(new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
  });
});
