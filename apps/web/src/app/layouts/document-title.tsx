import { useEffect } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from './use-page-title';

/** The tab's title: the page's own name, then the panel's ("Ready to Confirm · Merchant Panel"). */
export function DocumentTitle() {
  const t = useT();
  const page = usePageTitle();
  const panel = t('app.title');
  useEffect(() => {
    document.title = page === panel ? panel : `${page} · ${panel}`;
  }, [page, panel]);
  return null;
}
