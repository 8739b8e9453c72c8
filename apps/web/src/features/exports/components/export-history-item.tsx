import type { ExportHistory } from '@mp/contract/oms/exports';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { openExport } from '../api/get-export-url';

const STATUS: Record<ExportHistory['status'], { tone: BadgeTone; label: MessageKey }> = {
  queued: { tone: 'amber', label: 'exports.status.queued' },
  running: { tone: 'blue', label: 'exports.status.running' },
  done: { tone: 'green', label: 'exports.status.done' },
  failed: { tone: 'red', label: 'exports.status.failed' },
};

/** One export: file, times, status with progress, and the download once it is done. */
export function ExportHistoryItem({ entry }: { entry: ExportHistory }) {
  const t = useT();
  const [opening, setOpening] = useState(false);
  const status = STATUS[entry.status];
  const active = entry.status === 'queued' || entry.status === 'running';
  const download = async () => {
    if (!entry.resourcePath) return;
    setOpening(true);
    try {
      await openExport(entry.resourcePath);
    } finally {
      setOpening(false);
    }
  };
  return (
    <li
      className="flex flex-col gap-1.5 py-2.5"
      data-testid="export-entry"
      data-status={entry.status}
    >
      <div className="flex items-start gap-2">
        <FileSpreadsheet aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[13px] font-medium text-ink" title={entry.fileName}>
            {entry.fileName}
          </p>
          <p className="text-xs text-ink-muted">
            {t('exports.created', { when: formatDateTime(entry.createdAt) })}
            {' · '}
            {t('exports.updated', { when: formatDateTime(entry.updateAt) })}
          </p>
        </div>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
      {active ? (
        <div
          role="progressbar"
          aria-label={t('exports.progress', { name: entry.fileName })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={entry.progress}
          className="ml-6 h-1.5 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${Math.max(entry.progress, 4)}%` }}
          />
        </div>
      ) : null}
      <div className="ml-6 flex items-center justify-between gap-2 text-xs text-ink-muted">
        <span className="tabular-nums">
          {entry.status === 'failed'
            ? (entry.error ?? t('exports.failedHint'))
            : t('exports.rows', { count: entry.rowCount })}
        </span>
        {entry.status === 'done' && entry.resourcePath ? (
          <Button variant="secondary" size="sm" loading={opening} onClick={download}>
            <Download aria-hidden className="size-3.5" />
            {t('exports.download')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
