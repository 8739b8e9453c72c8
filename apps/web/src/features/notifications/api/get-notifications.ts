import type { NotificationPage } from '@mp/contract/ums/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notifications-keys';

const PAGE_SIZE = 20;

/** GET ums/notifications: one page, newest first, with the unread count. */
async function getNotifications(page: number, signal: AbortSignal): Promise<NotificationPage> {
  const { data } = await api.get<NotificationPage>('ums/notifications', {
    params: { page, limit: PAGE_SIZE },
    loader: false,
    // The bell shows its own failure; a page is not interrupted by a toast for it.
    toastError: false,
    signal,
  });
  return data;
}

/**
 * The notifications page by page ("Show older"), with the unread count of the first page.
 * `fetch: false` only reads what the bell fetched (pages outside the panel fetch nothing).
 */
export function useNotifications({ fetch = true } = {}) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: fetch,
  });
}

/** The unread count alone (the tab's title), as the bell last fetched it. */
export function useUnreadNotifications() {
  return useNotifications({ fetch: false }).data?.pages[0]?.unread ?? 0;
}
