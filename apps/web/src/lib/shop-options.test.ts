import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopKeys } from '@/features/shops/api/shops-keys';
import { startTestServer } from '@/test-utils/test-server';
import { api } from './api-client';
import { getShopOptions, shopOptionsKey, shopOptionsQueryOptions } from './shop-options';

const shop = { id: 3, name: 'Dhaka Outlet' };

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/cms/merchant/shops': () => ({
      status: 200,
      body: { content: [shop], page: 1, limit: 100, totalElements: 1, totalPages: 1 },
    }),
  });
  api.defaults.adapter = 'fetch';
  api.defaults.baseURL = `${server.origin}/api/v1`;
});
afterAll(() => server.close());

describe('shop options', () => {
  it("asks for the first 100 of the merchant's shops and gives back the shops alone", async () => {
    server.requests.length = 0;
    await expect(getShopOptions()).resolves.toEqual([shop]);
    expect(server.requests.map((request) => [request.path, request.query])).toEqual([
      ['/api/v1/cms/merchant/shops', { page: '1', limit: '100' }],
    ]);
  });

  it('is fetched once for every shop filter of the panel', async () => {
    server.requests.length = 0;
    const queryClient = new QueryClient();
    await Promise.all([
      queryClient.fetchQuery(shopOptionsQueryOptions()),
      queryClient.fetchQuery(shopOptionsQueryOptions()),
    ]);
    await queryClient.fetchQuery(shopOptionsQueryOptions());
    expect(server.requests).toHaveLength(1);
  });

  it('is refreshed whenever the shops feature invalidates its shops', async () => {
    expect(shopOptionsKey.slice(0, shopKeys.all.length)).toEqual(shopKeys.all);
    const queryClient = new QueryClient();
    queryClient.setQueryData(shopOptionsKey, [shop]);
    await queryClient.invalidateQueries({ queryKey: shopKeys.all });
    expect(queryClient.getQueryState(shopOptionsKey)?.isInvalidated).toBe(true);
  });
});
