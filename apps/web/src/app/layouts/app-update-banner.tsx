import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { appUpdate } from '@/lib/app-update';
import { useT } from '@/lib/i18n/i18n';

/**
 * "A new version is ready · Reload", on every page until the merchant reloads; at the top, where
 * it covers neither the toasts nor a list's bulk-action bar.
 */
export function AppUpdateBanner() {
  const t = useT();
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.isReady);
  // The live region stays on the page, so screen readers announce the offer when it comes.
  return (
    <div role="status" aria-live="polite">
      {ready ? (
        <div
          data-testid="app-update"
          className="fixed inset-x-3 top-3 z-[70] mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-ink px-4 py-2.5 text-sm text-white shadow-lg print:hidden"
        >
          <span>{t('app.updateReady')}</span>
          <Button
            size="sm"
            variant="secondary"
            className="focus-visible:outline-white"
            onClick={appUpdate.reload}
          >
            {t('app.updateReload')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
