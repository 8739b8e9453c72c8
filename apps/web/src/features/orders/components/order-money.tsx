import { formatMoney } from '@mp/contract/money';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { courierWords } from '@/lib/courier-words';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useOrderMoney } from '../api/get-order-money';

/**
 * What an order brings in and costs (#23 item 4): the courier payment that brings a COD order's
 * cash in (the Payment panel says how much is to collect), each line a bill charges for the
 * order, with its bill, and the net.
 */
export function OrderMoney({ orderId }: { orderId: number }) {
  const t = useT();
  const money = useOrderMoney(orderId);
  if (money.isError)
    return <p className="text-sm text-ink-muted">{t('orders.money.loadFailed')}</p>;
  const data = money.data;
  if (!data) return <p className="text-sm text-ink-muted">{'…'}</p>;
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div className="flex items-baseline justify-between gap-3 py-1 text-sm">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <div className="flex flex-col gap-3">
      <dl>
        {row(t('orders.money.total'), formatMoney(data.total))}
        {data.codToCollect > 0
          ? row(
              t('orders.money.remittance'),
              data.remittance
                ? [
                    courierWords(data.remittance.courier, t),
                    data.remittance.reference,
                    t(`billing.courier.status.${data.remittance.status}`),
                    data.remittance.paidAt ? formatDateTime(data.remittance.paidAt) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : t('orders.money.notRemitted'),
              'order-remittance',
            )
          : null}
      </dl>
      <div>
        <h4 className="text-xs font-medium text-ink-muted">{t('orders.money.billed')}</h4>
        {data.charges.length === 0 ? (
          <p className="py-1 text-sm text-ink-muted">{t('orders.money.notBilled')}</p>
        ) : (
          <ul className="flex flex-col" data-testid="order-charges">
            {data.charges.map((line) => (
              <li key={line.id} className="flex items-baseline justify-between gap-3 py-1 text-sm">
                <span>
                  {t(`billing.line.kind.${line.kind}`)} ·{' '}
                  <Link
                    to="/merchant/bills/$billId"
                    params={{ billId: String(line.bill.id) }}
                    search={{ orderId }}
                    className="font-medium text-accent hover:underline"
                  >
                    {line.bill.billNumber}
                  </Link>{' '}
                  <span className="text-ink-muted">
                    ({t(`billing.approval.${line.bill.approvalStatus}`)})
                  </span>
                </span>
                <span className="tabular-nums">{formatMoney(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.net === null ? null : (
        <dl className="border-t border-line pt-2">
          {row(
            t('orders.money.net'),
            <span className="font-semibold">{formatMoney(data.net)}</span>,
            'order-net',
          )}
          <p className="text-xs text-ink-muted">{t('orders.money.netHint')}</p>
        </dl>
      )}
    </div>
  );
}
