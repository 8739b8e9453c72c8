import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, X } from 'lucide-react';
import { useEffect } from 'react';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { billingKeys } from '../api/billing-keys';
import type { PaymentOutcome } from '../lib/payment-search';

const STYLE: Record<
  PaymentOutcome,
  { title: MessageKey; message: MessageKey; icon: typeof CircleCheck; className: string }
> = {
  paid: {
    title: 'billing.return.paidTitle',
    message: 'billing.return.paid',
    icon: CircleCheck,
    className: 'border-green-200 bg-green-50 text-green-900',
  },
  pending: {
    title: 'billing.return.pendingTitle',
    message: 'billing.return.pending',
    icon: Clock,
    className: 'border-amber-200 bg-amber-50 text-amber-900',
  },
  failed: {
    title: 'billing.return.failedTitle',
    message: 'billing.return.failed',
    icon: CircleAlert,
    className: 'border-red-200 bg-red-50 text-red-900',
  },
  cancelled: {
    title: 'billing.return.cancelledTitle',
    message: 'billing.return.cancelled',
    icon: CircleAlert,
    className: 'border-line bg-surface-muted text-ink',
  },
};

type PaymentReturnBannerProps = {
  outcome: PaymentOutcome;
  tranId: string;
  onDismiss: () => void;
};

/**
 * What the payer sees back from the payment provider (`?paid=`, `pending=`, `failed=`,
 * `cancelled=`). Landing here refetches the amount due and the payments.
 */
export function PaymentReturnBanner({ outcome, tranId, onDismiss }: PaymentReturnBannerProps) {
  const t = useT();
  const queryClient = useQueryClient();

  // Mounted once per landing (the list keys it by outcome and transaction).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  }, [queryClient]);

  const style = STYLE[outcome];
  const Icon = style.icon;
  return (
    <div
      role={outcome === 'failed' ? 'alert' : 'status'}
      data-testid="payment-return"
      data-outcome={outcome}
      className={`flex items-start gap-3 rounded-lg border p-3 ${style.className}`}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{t(style.title)}</p>
        <p className="mt-0.5 text-[13px] break-words">
          {t(style.message, { tranId: tranId || '—' })}
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('billing.return.dismiss')}
        className="rounded-md p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
