import { PAY_AMOUNT_MIN_EXCLUSIVE } from '@mp/contract/bms/transactions';
import { formatMoney } from '@mp/contract/money';
import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useAmountDue } from '../lib/use-amount-due';

/**
 * Why the Pay button is off, if it is: an online payment is more than 99 and at most the due
 * (the contract's rule and the server's), so a due of 99 or less leaves nothing to pay online.
 */
function whyNothingToPay(amount: number): MessageKey | undefined {
  if (amount < 0) return 'billing.payInCredit';
  if (amount === 0) return 'billing.payNothingDue';
  if (amount <= PAY_AMOUNT_MIN_EXCLUSIVE) return 'billing.payUnderMinimum';
  return undefined;
}

/**
 * The sidebar's Amount Due box (spec 1, 4, 9) with the Pay button; `onPay` opens the pay-bill
 * dialog, which the layout holds (outside the phone drawer, which closes as it opens). Without
 * `onPay` (a role that sees the due but does not pay) there is no button.
 */
export function AmountDueBox({
  merchantId,
  onPay,
}: {
  merchantId: number | undefined;
  onPay?: () => void;
}) {
  const t = useT();
  const due = useAmountDue(merchantId);
  // The desktop sidebar and the phone drawer may both hold a box: ids must not clash.
  const titleId = useId();
  const reasonId = useId();
  const reason = due.amount === null ? undefined : whyNothingToPay(due.amount);
  return (
    <section
      aria-labelledby={titleId}
      className="flex items-center justify-between gap-3 rounded-lg border border-line bg-white p-3"
    >
      <div className="min-w-0">
        <h2 id={titleId} className="text-xs font-medium text-ink-muted">
          {t('billing.amountDue')}
        </h2>
        <div aria-live="polite" className="text-base font-semibold text-ink tabular-nums">
          {due.amount !== null ? (
            <span data-testid="amount-due">
              {due.amount < 0
                ? t('billing.credit', { amount: formatMoney(-due.amount) })
                : formatMoney(due.amount)}
            </span>
          ) : due.isError ? (
            <button
              type="button"
              onClick={due.retry}
              className="inline-flex items-center gap-1 text-[13px] font-medium text-accent hover:underline"
            >
              <RotateCw aria-hidden className="size-3.5" />
              {t('billing.amountRetry')}
            </button>
          ) : (
            <>
              <Skeleton className="mt-1 h-5 w-24" />
              <span className="sr-only">{t('billing.amountLoading')}</span>
            </>
          )}
        </div>
        {reason ? (
          <p id={reasonId} className="text-xs text-ink-muted">
            {t(reason)}
          </p>
        ) : null}
      </div>
      {onPay ? (
        <Button
          size="sm"
          onClick={onPay}
          disabled={reason !== undefined}
          aria-describedby={reason ? reasonId : undefined}
        >
          {t('billing.pay')}
        </Button>
      ) : null}
    </section>
  );
}
