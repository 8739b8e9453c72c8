import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the browser is online, as TanStack Query counts it (its queries pause offline and
 * refetch when the network is back). Query starts out online whatever the browser says: the page
 * tells it the truth once, before the first call (src/app/main.tsx).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

export function startWithBrowserOnlineState() {
  onlineManager.setOnline(navigator.onLine);
}
