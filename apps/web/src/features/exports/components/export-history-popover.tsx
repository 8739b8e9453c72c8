import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Popover } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';
import { useExportHistory } from '../api/get-export-history';
import { isRecentExport } from '../lib/export-icon';
import { exportPopover, useExportPopoverOpen } from '../lib/export-popover-store';
import { ExportHistoryItem } from './export-history-item';

/** Re-reads the clock now and then, so the icon turns plain on time without a refetch. */
function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Header popover: the export history, polling while a job runs, with the recent-export icon. */
export function ExportHistoryPopover() {
  const t = useT();
  const open = useExportPopoverOpen();
  const history = useExportHistory();
  const now = useNow(15_000);
  const entries = history.data?.content ?? [];
  const recent = isRecentExport(entries[0]?.updateAt, now);
  return (
    <Popover
      open={open}
      onOpenChange={exportPopover.setOpen}
      trigger={
        <button
          type="button"
          aria-label={t(recent ? 'exports.historyRecent' : 'exports.history')}
          data-recent={recent}
          className={
            recent
              ? 'rounded-lg bg-accent-soft p-2 text-accent hover:bg-accent-soft'
              : 'rounded-lg p-2 text-ink-muted hover:bg-surface-muted hover:text-ink'
          }
        >
          <History aria-hidden className="size-5" />
        </button>
      }
    >
      <h2 className="text-sm font-semibold text-ink">{t('exports.history')}</h2>
      {history.isPending ? (
        <div className="mt-3 flex flex-col gap-2" aria-busy>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : history.isError ? (
        <p className="mt-2 text-sm text-danger">{t('exports.loadFailed')}</p>
      ) : entries.length === 0 ? (
        <>
          <p className="mt-2 text-sm text-ink">{t('exports.empty')}</p>
          <p className="mt-1 text-xs text-ink-muted">{t('exports.emptyHint')}</p>
        </>
      ) : (
        <ul
          aria-label={t('exports.history')}
          className="mt-1 max-h-96 divide-y divide-line overflow-y-auto"
        >
          {entries.map((entry) => (
            <ExportHistoryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Popover>
  );
}
