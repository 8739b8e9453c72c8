import type { Notification } from '@mp/contract/ums/notifications';
import { useRouter } from '@tanstack/react-router';
import { Bell, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { alert, alertsAfter } from '../lib/browser-alerts';
import { notificationLink, notificationText } from '../lib/notification-text';

type NotificationBellProps = {
  /** Opens a finished export's file (the exports feature's download, composed by the header). */
  onDownloadExport: (fileKey: string) => void;
};

/** The header's bell: the unread count, and the notifications newest first, page by page. */
export function NotificationBell({ onDownloadExport }: NotificationBellProps) {
  const t = useT();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const unread = notifications.data?.pages[0]?.unread ?? 0;
  const items = notifications.data?.pages.flatMap((page) => page.content) ?? [];

  // What is new since the bell last loaded alerts a merchant whose tab is in the background.
  const seenUpTo = useRef<number | undefined>(undefined);
  const newest = notifications.data?.pages[0]?.content;
  useEffect(() => {
    if (!newest) return;
    if (seenUpTo.current !== undefined) {
      for (const item of alertsAfter(seenUpTo.current, newest))
        alert(item, notificationText(t, item));
    }
    seenUpTo.current = Math.max(seenUpTo.current ?? 0, newest[0]?.id ?? 0);
  }, [newest, t]);

  const openItem = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    const link = notificationLink(item);
    if (link) {
      setOpen(false);
      router.history.push(link);
    } else if (item.details.fileKey) {
      onDownloadExport(item.details.fileKey);
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          data-testid="notification-bell"
          aria-label={
            unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')
          }
          className="relative rounded-lg p-2 text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <Bell aria-hidden className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden
              data-testid="notification-unread"
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums"
            >
              {unread > 99 ? `${formatCount(99)}+` : formatCount(unread)}
            </span>
          ) : null}
        </button>
      }
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-ink">{t('notifications.title')}</h2>
        {unread > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => markRead.mutate('all')}>
            {t('notifications.readAll')}
          </Button>
        ) : null}
      </div>
      {notifications.isPending ? (
        <div className="mt-3 flex flex-col gap-2" aria-busy>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : notifications.isError ? (
        <p className="mt-2 text-sm text-danger">{t('notifications.loadFailed')}</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('notifications.empty')}</p>
      ) : (
        <ul className="mt-2 flex max-h-96 flex-col overflow-y-auto" data-testid="notification-list">
          {items.map((item) => (
            <li key={item.id} className="border-t border-line first:border-t-0">
              <button
                type="button"
                onClick={() => openItem(item)}
                data-testid="notification-item"
                data-kind={item.kind}
                className="flex w-full items-start gap-2 rounded-md px-1 py-2 text-left hover:bg-surface-muted"
              >
                <span
                  aria-hidden
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${item.readAt ? 'bg-transparent' : 'bg-accent'}`}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className={`text-sm ${item.readAt ? 'text-ink-muted' : 'text-ink'}`}>
                    {notificationText(t, item)}
                    {item.readAt ? null : (
                      <span className="sr-only"> {t('notifications.unreadMark')}</span>
                    )}
                  </span>
                  <span className="text-xs text-ink-muted">{formatDateTime(item.createdAt)}</span>
                </span>
                {item.kind === 'export_done' ? (
                  <Download aria-hidden className="mt-0.5 size-4 text-accent" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {notifications.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 w-full"
          loading={notifications.isFetchingNextPage}
          onClick={() => void notifications.fetchNextPage()}
        >
          {t('notifications.older')}
        </Button>
      ) : null}
    </Popover>
  );
}
