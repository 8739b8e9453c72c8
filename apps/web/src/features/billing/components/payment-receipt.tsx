import { formatMoney } from '@mp/contract/money';
import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { usePayment } from '../api/get-payment';
import { APPROVAL_STYLE, PAYMENT_METHOD_LABEL } from '../lib/billing-labels';

/** Who the receipt is for, as the invoices' header shows the merchant. */
export type ReceiptMerchant = { name: string; address?: string; phone?: string };

/**
 * A payment's receipt on one sheet of paper: reference, date, amount, method and where its
 * approval stands. The print dialog opens once it has loaded (not with `noPrint`).
 */
export function PaymentReceipt({
  paymentId,
  merchant,
  noPrint = false,
}: {
  paymentId: number;
  merchant?: ReceiptMerchant;
  noPrint?: boolean;
}) {
  const t = useT();
  const payment = usePayment(paymentId);
  const loaded = payment.data !== undefined;
  useEffect(() => {
    if (loaded && !noPrint) window.print();
  }, [loaded, noPrint]);

  const rows = payment.data
    ? [
        [t('billing.col.reference'), payment.data.reference ?? '—'],
        [t('billing.col.paidAt'), formatDateTime(payment.data.paidAt)],
        [t('billing.col.method'), t(PAYMENT_METHOD_LABEL[payment.data.method])],
        [t('billing.col.status'), t(APPROVAL_STYLE[payment.data.approvalStatus].label)],
        [t('billing.col.amount'), formatMoney(payment.data.amount)],
      ]
    : [];
  return (
    <div className="min-h-screen bg-canvas print:bg-white">
      <style>{'@page { size: A5; margin: 12mm; }'}</style>
      <header className="sticky top-0 flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-2 print:hidden">
        <a href="/merchant/payments" className={buttonClass('ghost', 'sm')}>
          {t('billing.receipt.back')}
        </a>
        <Button size="sm" onClick={() => window.print()} disabled={!loaded}>
          <Printer aria-hidden className="size-4" />
          {t('print.print')}
        </Button>
      </header>
      <main className="mx-auto my-6 max-w-md bg-white p-6 shadow-sm print:m-0 print:max-w-none print:p-0 print:shadow-none">
        {payment.isError ? (
          <p role="alert" className="text-sm text-danger">
            {payment.error.message}
          </p>
        ) : !payment.data ? (
          <p aria-live="polite" className="text-sm text-ink-muted">
            {t('print.loading')}
          </p>
        ) : (
          <>
            {merchant ? (
              <div className="border-b border-line pb-3 text-sm">
                <p className="text-base font-semibold text-ink">{merchant.name}</p>
                {merchant.address ? <p className="text-ink-muted">{merchant.address}</p> : null}
                {merchant.phone ? <p className="text-ink-muted">{merchant.phone}</p> : null}
              </div>
            ) : null}
            <h1 className="mt-4 text-lg font-semibold text-ink">{t('billing.receipt.title')}</h1>
            <dl className="mt-3 divide-y divide-line text-sm" data-testid="payment-receipt">
              {rows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="text-right font-medium text-ink tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {payment.data.approvalStatus === 'approved' ? null : (
              <p className="mt-3 text-xs text-ink-muted">{t('billing.receipt.notApproved')}</p>
            )}
          </>
        )}
      </main>
    </div>
  );
}
