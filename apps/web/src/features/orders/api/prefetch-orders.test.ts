import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { saveTokens, setMerchantId } from '@/lib/session';
import { startTestServer } from '@/test-utils/test-server';
import { orderSearchSchema } from '../lib/order-search';
import { prefetchOrdersList } from './prefetch-orders';

const emptyPage = { content: [], page: 1, limit: 20, totalElements: 0, totalPages: 0 };
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/oms/merchant-orders': () => ({ status: 200, body: emptyPage }),
    'GET /api/v1/oms/merchant-orders/stats/count': () => ({
      status: 200,
      body: { counts: {}, total: 0 },
    }),
    'GET /api/v1/cms/merchant/shops': () => ({ status: 200, body: emptyPage }),
  });
  api.defaults.adapter = 'fetch';
});

beforeEach(() => {
  api.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  saveTokens({ idToken: 'id-token', refreshToken: 'refresh-token' });
  setMerchantId(4);
});

afterAll(() => server.close());

describe('prefetchOrdersList', () => {
  it("starts the list's page, the stage counts and the filters' shops at once", async () => {
    prefetchOrdersList(new QueryClient(), 'placed', orderSearchSchema.parse({}));
    await expect.poll(() => server.requests.length).toBe(3);
    expect(server.requests.map((request) => request.path).sort()).toEqual([
      '/api/v1/cms/merchant/shops',
      '/api/v1/oms/merchant-orders',
      '/api/v1/oms/merchant-orders/stats/count',
    ]);
    const list = server.requests.find((request) => request.path === '/api/v1/oms/merchant-orders');
    expect(list?.query).toMatchObject({ stage: 'placed', page: '1' });
  });
});
