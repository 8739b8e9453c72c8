import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { formatTimeOfDay } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useOnline } from '@/lib/online-status';

/** When the newest answer the panel holds arrived: what the screens show is as of then. */
function useDataAsOf(): number | undefined {
  const queryClient = useQueryClient();
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    newest = Math.max(newest, query.state.dataUpdatedAt);
  }
  return newest > 0 ? newest : undefined;
}

/** "Offline · data as of 10:42 AM" under the header while the browser has no network. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  const asOf = useDataAsOf();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center gap-2 border-b border-line bg-surface-muted px-3 py-2 text-sm font-medium text-warning sm:px-5 print:hidden"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {asOf === undefined
        ? t('app.offline')
        : t('app.offlineDataAsOf', { time: formatTimeOfDay(asOf) })}
    </div>
  );
}
