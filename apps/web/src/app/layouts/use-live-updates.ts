import type { LiveEvent } from '@mp/contract/ums/events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { issueKeys } from '@/features/issues/api/issues-keys';
import { merchantKeys } from '@/features/merchants/api/merchants-keys';
import { notificationKeys } from '@/features/notifications/api/notifications-keys';
import { orderKeys } from '@/features/orders/api/orders-keys';
import { orderChangeAwaitingAnswer } from '@/features/orders/api/run-order-action';
import { newOrders } from '@/features/orders/lib/new-orders';
import { forgetKeptQueryCache } from '@/lib/kept-query-cache';
import type { AccessChange, LiveState } from '@/lib/live-events';
import { getMerchantId, getUserId } from '@/lib/session';

/** What an event of the merchant on screen refreshes. */
export function applyEvent(queryClient: QueryClient, event: LiveEvent, beforeStart: boolean) {
  if (event.merchantId !== getMerchantId()) return;
  // The event of this tab's own change reaches it before the change's answer. The answer
  // refreshes every order query (useOrderAction): refreshing them now too only holds it up.
  const ownChangeUnderWay = orderChangeAwaitingAnswer();
  if (event.topic === 'orders' && event.placed && !beforeStart) {
    // New orders wait behind the list's "new orders" bar; the counts move at once.
    newOrders.add(event.placed);
    if (!ownChangeUnderWay) void queryClient.invalidateQueries({ queryKey: orderKeys.counts() });
  } else if (event.topic === 'orders') {
    if (!ownChangeUnderWay) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  } else if (event.topic === 'issues') {
    void queryClient.invalidateQueries({ queryKey: issueKeys.all });
  } else if (event.topic === 'billing') {
    // A payment approved, a bill issued, a courier payment: the due, its lists and summaries.
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  } else {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }
}

/**
 * The person's place in a merchant changed: the merchants list (with each role) is fetched
 * again, and, for the merchant on screen, everything (what a role sees, phones among it, follows
 * the role). A merchant they lost is forgotten on this device, and when it is the one on screen
 * the panel leaves it for another's Home (decision 077).
 */
export function applyAccessChange(queryClient: QueryClient, { lost, merchantId }: AccessChange) {
  const onScreen = merchantId === getMerchantId();
  void queryClient.invalidateQueries(onScreen ? undefined : { queryKey: merchantKeys.all });
  if (!lost) return;
  const userId = getUserId();
  if (userId) forgetKeptQueryCache(userId, merchantId, onScreen);
  if (onScreen) window.location.assign('/merchant/home');
}

/**
 * Keeps the panel's data current from the live stream (decision 051) and tells whether the stream
 * is reconnecting. The stream's code loads after the panel's first render.
 */
export function useLiveUpdates(): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('@/lib/live-events').then(({ startLiveEvents }) => {
      if (unmounted) return;
      stop = startLiveEvents({
        onEvent: (event, beforeStart) => applyEvent(queryClient, event, beforeStart),
        onResync: () => void queryClient.invalidateQueries(),
        onAccess: (change) => applyAccessChange(queryClient, change),
        onState: setState,
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);
  return state;
}
