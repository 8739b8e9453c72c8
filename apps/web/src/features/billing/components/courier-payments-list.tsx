import { formatMoney } from '@mp/contract/money';
import { Link } from '@tanstack/react-router';
import { Truck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Cell } from '@/components/ui/responsive-table';
import { courierWords } from '@/lib/courier-words';
import { formatCount, formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useCourierPaymentStats } from '../api/get-courier-payment-stats';
import { useCourierPayments } from '../api/get-courier-payments';
import { COURIER_STATUS_STYLE } from '../lib/billing-labels';
import {
  type CourierPaymentSearch,
  toCourierPaymentListQuery,
} from '../lib/courier-payment-search';
import { CourierPaymentSummary } from './courier-payment-summary';
import { BillingTable, PeriodCell } from './list-table';

type CourierPaymentsListProps = {
  search: CourierPaymentSearch;
  navigate: (
    patch: Partial<{ [K in keyof CourierPaymentSearch]: CourierPaymentSearch[K] | undefined }>,
    options?: { keepPage?: boolean },
  ) => void;
};

/** COD money couriers collected and the marketplace settles: a card per status, then the list. */
export function CourierPaymentsList({ search, navigate }: CourierPaymentsListProps) {
  const t = useT();
  const query = toCourierPaymentListQuery(search);
  const list = useCourierPayments(query);
  const stats = useCourierPaymentStats();

  const statusLabel =
    query.status === 'all' ? undefined : t(COURIER_STATUS_STYLE[query.status].label);

  return (
    <div className="flex flex-col gap-3">
      <CourierPaymentSummary current={query.status} stats={stats.data} />
      <BillingTable
        list={list}
        query={query}
        navigate={navigate}
        icon={Truck}
        loadFailedTitle={t('billing.courier.loadFailed')}
        empty={{
          title: statusLabel
            ? t('billing.courier.emptyStatusTitle', { status: statusLabel })
            : t('billing.courier.emptyTitle'),
          message: t(statusLabel ? 'billing.courier.emptyStatus' : 'billing.courier.empty'),
        }}
        caption={t('billing.courier.caption')}
        testId="courier-payment-row"
        rowKey={(row) => row.id}
        columns={[
          { label: t('billing.col.courier') },
          { label: t('billing.col.orders'), numeric: true },
          { label: t('billing.col.amount'), numeric: true },
          { label: t('billing.col.status') },
          { label: t('billing.col.period') },
          { label: t('billing.col.settledAt') },
          { label: t('billing.col.reference') },
        ]}
        renderCells={(row) => {
          const style = COURIER_STATUS_STYLE[row.status];
          return (
            <>
              <Cell label={t('billing.col.courier')} card="title">
                <span className="font-medium text-ink">{courierWords(row.courier, t)}</span>
              </Cell>
              <Cell label={t('billing.col.orders')} numeric>
                <Link
                  to="/merchant/cod"
                  search={{ courierPaymentId: row.id }}
                  aria-label={
                    row.courier === null
                      ? t('billing.courier.openOrdersNoCourier', { count: row.orderCount })
                      : t('billing.courier.openOrders', {
                          count: row.orderCount,
                          courier: row.courier,
                        })
                  }
                  className="text-accent underline underline-offset-2"
                >
                  {formatCount(row.orderCount)}
                </Link>
              </Cell>
              <Cell label={t('billing.col.amount')} numeric>
                <span className="font-medium text-ink">{formatMoney(row.amount)}</span>
              </Cell>
              <Cell label={t('billing.col.status')} card="badge">
                <Badge tone={style.tone}>{t(style.label)}</Badge>
              </Cell>
              <PeriodCell start={row.periodStart} end={row.periodEnd} />
              <Cell label={t('billing.col.settledAt')} hideOnPhone>
                <span className="whitespace-nowrap">{formatDateTime(row.paidAt)}</span>
              </Cell>
              <Cell label={t('billing.col.reference')} hideOnPhone>
                <span className="font-mono text-xs break-all text-ink">{row.reference ?? '—'}</span>
              </Cell>
            </>
          );
        }}
      />
    </div>
  );
}
