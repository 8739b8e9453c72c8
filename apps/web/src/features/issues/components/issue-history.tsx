import type { IssueHistoryEntry } from '@mp/contract/oms/issues';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { ACTOR_LABEL, EVENT_LABEL } from '../lib/issue-labels';
import { IssueStatusBadge } from './issue-status-badge';

/** The issue's history, oldest first: opened, status changes, resolved, reopened. */
export function IssueHistory({ history }: { history: IssueHistoryEntry[] }) {
  const t = useT();
  if (history.length === 0) return <p className="text-sm text-ink-muted">—</p>;
  return (
    <ol className="relative flex flex-col gap-4 border-l border-line pl-4">
      {history.map((entry) => (
        <li key={entry.id} data-testid="issue-history-entry" className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-accent"
          />
          <div className="flex flex-wrap items-center gap-2 text-[13px]">
            <span className="font-medium text-ink">{t(EVENT_LABEL[entry.kind])}</span>
            <IssueStatusBadge status={entry.toStatus} />
          </div>
          <p className="text-xs text-ink-muted">
            {entry.actorName} · {t(ACTOR_LABEL[entry.actorKind])} ·{' '}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
          {entry.note ? (
            <p className="mt-1 text-[13px] break-words whitespace-pre-wrap text-ink">
              {entry.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
