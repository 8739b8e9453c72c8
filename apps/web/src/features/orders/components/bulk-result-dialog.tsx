import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import type { BulkRow } from '../lib/use-bulk-action';

type BulkResultDialogProps = {
  open: boolean;
  actionLabel: string;
  rows: BulkRow[];
  running: boolean;
  onRetryFailed: () => void;
  onClose: () => void;
};

/** Order by order: what succeeded and why the others failed, with a retry of the failed ones. */
export function BulkResultDialog({
  open,
  actionLabel,
  rows,
  running,
  onRetryFailed,
  onClose,
}: BulkResultDialogProps) {
  const t = useT();
  const failed = rows.filter((row) => row.ok === false).length;
  const succeeded = rows.filter((row) => row.ok === true).length;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !running) onClose();
      }}
      title={t('orders.bulk.resultTitle', { action: actionLabel })}
      description={
        running
          ? t('orders.bulk.running', { count: rows.length })
          : t('orders.bulk.summary', { ok: succeeded, failed })
      }
      size="lg"
      footer={
        <div className="flex justify-end gap-2">
          {failed > 0 || running ? (
            <Button
              variant="secondary"
              loading={running}
              disabled={failed === 0}
              onClick={onRetryFailed}
            >
              {t('orders.bulk.retryFailed', { count: failed })}
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={running}>
            {t('common.close')}
          </Button>
        </div>
      }
    >
      <ul aria-label={t('orders.bulk.results')} className="flex flex-col divide-y divide-line">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="bulk-outcome"
            data-status={row.ok === undefined ? 'pending' : row.ok ? 'ok' : 'failed'}
            className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm"
          >
            {row.ok === undefined ? (
              <LoaderCircle
                aria-hidden
                className="mt-0.5 size-4 shrink-0 animate-spin text-ink-muted"
              />
            ) : row.ok ? (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
            )}
            <span className="w-36 shrink-0 font-medium tabular-nums">{row.orderNumber}</span>
            <span
              className={`min-w-0 flex-1 ${row.ok === undefined ? 'text-ink-muted' : row.ok ? 'text-success' : 'text-danger'}`}
            >
              {row.ok === undefined
                ? t('orders.bulk.pending')
                : row.ok
                  ? t('orders.bulk.ok')
                  : row.message || t('orders.bulk.failed')}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
