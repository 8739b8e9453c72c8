import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useOrder } from '../api/get-order';
import { useOrderAction } from '../api/run-order-action';
import type { DialogOrder } from './order-action-dialogs';
import { ProofStatusBadge } from './order-badges';
import { ViewProofButton } from './view-proof-button';

type Props = { order: DialogOrder; open: boolean; onOpenChange: (open: boolean) => void };

/** Look at a B2B order's payment proof, then mark it valid or invalid (with an optional note). */
export function ValidateProofDialog({ order, open, onOpenChange }: Props) {
  const t = useT();
  const detail = useOrder(order.id, { enabled: open });
  const action = useOrderAction();
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState<boolean | undefined>();
  const proof = detail.data?.paymentProof;

  const decide = async (valid: boolean) => {
    setChoice(valid);
    try {
      await action.mutateAsync({
        orderId: order.id,
        action: 'payment-proof-validate',
        valid,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast.success(t(valid ? 'orders.proofMarkedValid' : 'orders.proofMarkedInvalid'));
      setNote('');
      onOpenChange(false);
    } catch {
      // The api client toasted the reason; the dialog stays open for another try.
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.proofTitle', { number: order.orderNumber })}
      size="md"
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-ink-muted">{t('orders.proofStatus')}</span>
          {proof ? <ProofStatusBadge status={proof.status} /> : <span>…</span>}
          {proof?.fileKey ? <ViewProofButton fileKey={proof.fileKey} /> : null}
        </div>
        <label className="flex flex-col gap-1 text-[13px] font-medium text-ink">
          {t('orders.proofNote')}
          <textarea
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className="min-h-16 rounded-lg border border-line px-3 py-2 text-sm font-normal"
          />
        </label>
        <div className="flex justify-end gap-2">
          <Button
            variant="danger"
            loading={action.isPending && choice === false}
            disabled={action.isPending}
            onClick={() => void decide(false)}
          >
            {t('orders.markInvalid')}
          </Button>
          <Button
            loading={action.isPending && choice === true}
            disabled={action.isPending}
            onClick={() => void decide(true)}
          >
            {t('orders.markValid')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
