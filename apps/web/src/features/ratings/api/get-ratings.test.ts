import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { startTestServer } from '@/test-utils/test-server';
import { getRatings } from './get-ratings';

const page = {
  content: [],
  page: 1,
  limit: 100,
  totalElements: 0,
  totalPages: 0,
  summary: { average: null, count: 0, countsByStar: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
};

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/rms/shop/4/ratings': () => ({ status: 200, body: page }),
    'GET /api/v1/rms/product/31/ratings': () => ({ status: 200, body: page }),
  });
  api.defaults.adapter = 'fetch';
  api.defaults.baseURL = `${server.origin}/api/v1`;
});
afterAll(() => server.close());

describe('ratings fetch', () => {
  it('asks for page 1, limit 100, ratedAt descending (spec 9) for a shop and a product', async () => {
    await getRatings('shop', 4);
    await getRatings('product', 31);
    expect(server.requests.map((request) => [request.path, request.query])).toEqual([
      [
        '/api/v1/rms/shop/4/ratings',
        { page: '1', limit: '100', orderBy: 'ratedAt', orderDirection: 'desc' },
      ],
      [
        '/api/v1/rms/product/31/ratings',
        { page: '1', limit: '100', orderBy: 'ratedAt', orderDirection: 'desc' },
      ],
    ]);
  });
});
