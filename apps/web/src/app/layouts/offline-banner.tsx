import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { formatMomentShort } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useOnline } from '@/lib/online-status';

/**
 * How old what the screen shows may be: the oldest answer among those on screen (the queries
 * with an observer), so a header fetched just before the drop does not vouch for a list that is
 * yesterday's.
 */
function dataAsOf(queryClient: QueryClient): number | undefined {
  const shown = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return shown.length > 0 ? Math.min(...shown) : undefined;
}

/** "Offline · data as of 10:42 AM" under the header while the browser has no network. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  const queryClient = useQueryClient();
  // Read only while offline: online, the banner has nothing to say.
  const asOf = online ? undefined : dataAsOf(queryClient);
  // The live region stays on the page, so screen readers announce the text when it comes.
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p
          data-testid="offline-banner"
          className="flex items-center gap-2 border-b border-line bg-surface-muted px-3 py-2 text-sm font-medium text-warning sm:px-5 print:hidden"
        >
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {asOf === undefined
            ? t('app.offline')
            : t('app.offlineDataAsOf', { time: formatMomentShort(asOf) })}
        </p>
      )}
    </div>
  );
}
