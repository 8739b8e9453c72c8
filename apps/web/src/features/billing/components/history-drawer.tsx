import type { SystemActor } from '@mp/contract/actors';
import type { PageEnvelope } from '@mp/contract/common';
import { formatMoney } from '@mp/contract/money';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Skeleton } from '@/components/ui/skeleton';
import { actorWords } from '@/lib/actor-words';
import type { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { HISTORY_EVENT_LABEL } from '../lib/billing-labels';

type HistoryEntry = {
  id: number;
  event: keyof typeof HISTORY_EVENT_LABEL;
  note: string | null;
  amount: number | null;
  actor: SystemActor;
  createdAt: string;
};

type HistoryDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  histories: UseInfiniteQueryResult<InfiniteData<PageEnvelope<HistoryEntry>>, ApiError>;
};

/** A bill's or payment's history, oldest entry first, with "Show more" for long ones. */
export function HistoryDrawer({
  open,
  onOpenChange,
  title,
  description,
  histories,
}: HistoryDrawerProps) {
  const t = useT();
  const entries = histories.data?.pages.flatMap((page) => page.content);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      {...(description ? { description } : {})}
    >
      {histories.isError && !entries ? (
        <div className="flex flex-col items-start gap-2 text-sm">
          <p className="text-danger">{histories.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void histories.refetch()}>
            {t('billing.tryAgain')}
          </Button>
        </div>
      ) : entries === undefined ? (
        <ul aria-busy className="flex flex-col gap-4">
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex flex-col gap-2">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-3 w-48" />
            </li>
          ))}
        </ul>
      ) : entries.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <History aria-hidden className="size-4" />
          {t('billing.history.empty')}
        </p>
      ) : (
        <ol
          className="relative flex flex-col gap-4 border-l border-line pl-4"
          data-testid="history"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="relative" data-testid="history-entry">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-accent"
              />
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm font-medium text-ink">
                  {t(HISTORY_EVENT_LABEL[entry.event])}
                </span>
                {entry.amount !== null ? (
                  <span className="text-sm tabular-nums text-ink">{formatMoney(entry.amount)}</span>
                ) : null}
              </div>
              {entry.note ? (
                <p className="mt-0.5 text-[13px] break-words text-ink">{entry.note}</p>
              ) : null}
              <p className="mt-0.5 text-xs text-ink-muted">
                {t('billing.history.byAt', {
                  who: actorWords(entry.actor, t),
                  when: formatDateTime(entry.createdAt),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
      {histories.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          loading={histories.isFetchingNextPage}
          onClick={() => void histories.fetchNextPage()}
        >
          {t('billing.history.more')}
        </Button>
      ) : null}
    </Drawer>
  );
}
