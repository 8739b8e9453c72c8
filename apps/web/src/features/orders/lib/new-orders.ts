import { useSyncExternalStore } from 'react';

/**
 * Orders placed since the open list last loaded, announced by the live stream: the list shows
 * them on request ("3 new orders, show") instead of moving its rows under the pointer.
 */
let placedSinceShown = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const newOrders = {
  add(count: number) {
    placedSinceShown += count;
    emit();
  },
  clear() {
    if (placedSinceShown === 0) return;
    placedSinceShown = 0;
    emit();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useNewOrders = () => useSyncExternalStore(subscribe, () => placedSinceShown);
