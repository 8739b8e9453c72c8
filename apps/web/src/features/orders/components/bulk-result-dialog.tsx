import { CircleAlert, CircleCheck, CircleMinus, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import type { BulkStatus } from '../lib/bulk-action';
import type { BulkRow } from '../lib/use-bulk-action';

const TONE: Record<BulkStatus | 'pending', string> = {
  pending: 'text-ink-muted',
  done: 'text-success',
  skipped: 'text-warning',
  failed: 'text-danger',
};

function StatusIcon({ status }: { status: BulkStatus }) {
  const Icon = status === 'done' ? CircleCheck : status === 'skipped' ? CircleMinus : CircleAlert;
  return <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${TONE[status]}`} />;
}

type BulkResultDialogProps = {
  open: boolean;
  actionLabel: string;
  rows: BulkRow[];
  running: boolean;
  onRetryFailed: () => void;
  onClose: () => void;
};

/**
 * Order by order: what was done, what was skipped and why, what failed; with a retry of the
 * failed ones only.
 */
export function BulkResultDialog({
  open,
  actionLabel,
  rows,
  running,
  onRetryFailed,
  onClose,
}: BulkResultDialogProps) {
  const t = useT();
  const tally = (status: BulkStatus) => rows.filter((row) => row.status === status).length;
  const failed = tally('failed');
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
          : t('orders.bulk.summary', {
              ok: tally('done'),
              skipped: tally('skipped'),
              failed,
            })
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
            data-status={row.status ?? 'pending'}
            className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm"
          >
            {row.status === undefined ? (
              <LoaderCircle
                aria-hidden
                className="mt-0.5 size-4 shrink-0 animate-spin text-ink-muted"
              />
            ) : (
              <StatusIcon status={row.status} />
            )}
            <span className="w-36 shrink-0 font-medium tabular-nums">{row.orderNumber}</span>
            <span className={`min-w-0 flex-1 ${TONE[row.status ?? 'pending']}`}>
              {row.status === undefined ? (
                t('orders.bulk.pending')
              ) : row.status === 'done' ? (
                t('orders.bulk.ok')
              ) : (
                <>
                  <span className="font-medium">{t(`orders.bulk.${row.status}`)}</span>
                  {row.message ? `: ${row.message}` : null}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
