import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { saveTokens, setMerchantId } from '@/lib/session';
import { startTestServer } from '@/test-utils/test-server';
import { billSearchSchema, toBillListQuery } from '../lib/bill-search';
import {
  courierPaymentSearchSchema,
  toCourierPaymentListQuery,
} from '../lib/courier-payment-search';
import { billsQueryOptions } from './get-bills';
import { courierStatsQueryOptions } from './get-courier-payment-stats';
import { courierPaymentsQueryOptions } from './get-courier-payments';
import { prefetchBills, prefetchCourierPayments } from './prefetch-billing';

const emptyPage = { content: [], page: 1, limit: 20, totalElements: 0, totalPages: 0 };
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/v1/bms/bills': () => ({ status: 200, body: emptyPage }),
    'GET /api/v1/bms/merchant-courier-payments': () => ({ status: 200, body: emptyPage }),
    'GET /api/v1/bms/merchant-courier-payments/stat/count-amount': () => ({
      status: 200,
      body: [],
    }),
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

describe("the billing routes' loaders", () => {
  it('fill the very queries the bills list then reads, page and filters included', async () => {
    const queryClient = new QueryClient();
    const search = billSearchSchema.parse({ approvalStatus: 'approved', page: '2' });
    prefetchBills(queryClient, search);
    const key = billsQueryOptions(toBillListQuery(search)).queryKey;
    await expect.poll(() => queryClient.getQueryData(key)).toEqual(emptyPage);
    expect(server.requests.map((request) => request.query)).toEqual([
      expect.objectContaining({ approvalStatus: 'approved', page: '2' }),
    ]);
  });

  it('start the courier payments and their per-status sums together', async () => {
    const queryClient = new QueryClient();
    const search = courierPaymentSearchSchema.parse({});
    prefetchCourierPayments(queryClient, search);
    const list = courierPaymentsQueryOptions(toCourierPaymentListQuery(search)).queryKey;
    await expect.poll(() => queryClient.getQueryData(list)).toEqual(emptyPage);
    await expect
      .poll(() => queryClient.getQueryData(courierStatsQueryOptions().queryKey))
      .toEqual([]);
  });
});
