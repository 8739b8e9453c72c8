import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantKeys } from '@/features/merchants/api/merchants-keys';
import { orderKeys } from '@/features/orders/api/orders-keys';
import { useOrderAction } from '@/features/orders/api/run-order-action';
import { api } from '@/lib/api-client';
import { keptQueryCacheKey } from '@/lib/kept-query-cache';
import { saveTokens, setMerchantId } from '@/lib/session';
import { startTestServer } from '@/test-utils/test-server';
import { applyAccessChange, applyEvent } from './use-live-updates';

const MERCHANT_ID = 1;
const ORDERS_CHANGED = { id: 1, merchantId: MERCHANT_ID, topic: 'orders' } as const;
const LIST_KEY = orderKeys.list({ page: 1, limit: 20 });

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    // Long enough for the change's own event to arrive before its answer, as it does for real.
    'POST /api/v1/oms/merchant-orders/7/confirm': () => ({
      status: 200,
      delayMs: 300,
      body: { id: 7, stage: 'confirmed' },
    }),
  });
  api.defaults.adapter = 'fetch';
});
afterAll(() => server.close());

beforeEach(() => {
  api.defaults.baseURL = `${server.origin}/api/v1`;
  server.requests.length = 0;
  saveTokens({ idToken: 'id-token', refreshToken: 'refresh-token' });
  setMerchantId(MERCHANT_ID);
});

function panelWithAList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(LIST_KEY, { content: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const listInvalidated = () => queryClient.getQueryState(LIST_KEY)?.isInvalidated;
  return { queryClient, wrapper, listInvalidated };
}

describe('live events during this tab’s own change to an order', () => {
  it('refresh nothing before the change is answered; the answer refreshes the lists', async () => {
    const { queryClient, wrapper, listInvalidated } = panelWithAList();
    const { result } = renderHook(() => useOrderAction(), { wrapper });
    act(() => result.current.mutate({ orderId: 7, action: 'confirm' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));

    applyEvent(queryClient, ORDERS_CHANGED, false);
    expect(listInvalidated()).toBe(false);

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(listInvalidated()).toBe(true);
  });

  it('refresh the order lists at once when no change of this tab awaits its answer', () => {
    const { queryClient, listInvalidated } = panelWithAList();
    applyEvent(queryClient, ORDERS_CHANGED, false);
    expect(listInvalidated()).toBe(true);
  });
});

describe('a change of the person’s place in a merchant', () => {
  /** An idToken whose `sub` (the user id) is 42; the panel never checks its signature. */
  const tokenOfUser42 = `h.${btoa(JSON.stringify({ sub: '42' }))}.s`;

  it('forgets a merchant lost, and leaves it when it is the one on screen', () => {
    saveTokens({ idToken: tokenOfUser42, refreshToken: 'refresh-token' });
    const { queryClient } = panelWithAList();
    queryClient.setQueryData(merchantKeys.list(), []);
    for (const merchantId of [MERCHANT_ID, 2]) {
      localStorage.setItem(keptQueryCacheKey('42', merchantId), '{}');
    }
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });

    applyAccessChange(queryClient, { lost: true, merchantId: 2 });
    expect(localStorage.getItem(keptQueryCacheKey('42', 2))).toBeNull();
    expect(localStorage.getItem(keptQueryCacheKey('42', MERCHANT_ID))).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(merchantKeys.list())?.isInvalidated).toBe(true);

    applyAccessChange(queryClient, { lost: true, merchantId: MERCHANT_ID });
    expect(localStorage.getItem(keptQueryCacheKey('42', MERCHANT_ID))).toBeNull();
    expect(assign).toHaveBeenCalledWith('/merchant/home');
    vi.unstubAllGlobals();
  });
});
