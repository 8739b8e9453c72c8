import { useEffect } from 'react';
import { useUnreadNotifications } from '@/features/notifications/api/get-notifications';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from './use-page-title';

/** The tab's title: the page's own name, then the panel's ("Ready to Confirm · Merchant Panel"). */
export function DocumentTitle() {
  const t = useT();
  const page = usePageTitle();
  const panel = t('app.title');
  const unread = useUnreadNotifications();
  useEffect(() => {
    const title = page === panel ? panel : `${page} · ${panel}`;
    // A tab in the background still says there is something new.
    document.title = unread > 0 ? `(${unread}) ${title}` : title;
  }, [page, panel, unread]);
  return null;
}
