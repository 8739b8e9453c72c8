import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  });
  api.defaults.adapter = 'fetch';
});

beforeEach(() => {
  api.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  clearTokens();
});

afterAll(() => server.close());

describe('prefetchPanel', () => {
  it("starts the header's calls: the merchant accounts and the ten latest exports", async () => {
    saveTokens({ idToken: 'id-token', refreshToken: 'refresh-token' });
    setMerchantId(4);
    const queryClient = new QueryClient();
    prefetchPanel(queryClient);
    await expect.poll(() => server.requests.length).toBe(2);
    expect(server.requests.map((request) => [request.path, request.query]).sort()).toEqual([
      ['/api/v1/cms/merchant/merchants', { page: '1', limit: '100' }],
      ['/api/v1/oms/merchant-export-histories', { page: '1', limit: '10' }],
    ]);
    expect(server.requests.every((request) => request.headers['x-merchant-id'] === '4')).toBe(true);
  });

  it('asks for nothing without an access token', async () => {
    prefetchPanel(new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
  });
});
