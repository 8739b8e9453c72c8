import { Truck } from 'lucide-react';
import { useEffect } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime, formatDay, formatMoney } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useCourierPaymentStats } from '../api/get-courier-payment-stats';
import { useCourierPayments } from '../api/get-courier-payments';
import { COURIER_STATUS_STYLE } from '../lib/billing-labels';
import {
  type CourierPaymentSearch,
  toCourierPaymentListQuery,
} from '../lib/courier-payment-search';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, serialNumber } from '../lib/list-search';
import { CourierPaymentSummary } from './courier-payment-summary';
import { Cell, ListTable } from './list-table';

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

  const content = list.isPlaceholderData ? undefined : list.data?.content;
  const totalPages = list.data?.totalPages ?? 0;

  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && query.page > totalPages) {
      navigate({ page: totalPages }, { keepPage: true });
    }
  }, [list.isPlaceholderData, totalPages, query.page, navigate]);

  const statusLabel =
    query.status === 'all' ? undefined : t(COURIER_STATUS_STYLE[query.status].label);

  return (
    <div className="flex flex-col gap-3">
      <CourierPaymentSummary current={query.status} stats={stats.data} />
      {list.isError && !list.data ? (
        <EmptyState
          icon={Truck}
          title={t('billing.courier.loadFailed')}
          message={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('billing.tryAgain')}</Button>}
        />
      ) : content?.length === 0 ? (
        <EmptyState
          icon={Truck}
          title={
            statusLabel
              ? t('billing.courier.emptyStatusTitle', { status: statusLabel })
              : t('billing.courier.emptyTitle')
          }
          message={t(statusLabel ? 'billing.courier.emptyStatus' : 'billing.courier.empty')}
        />
      ) : (
        <>
          <ListTable
            caption={t('billing.courier.caption')}
            testId="courier-payment-row"
            rows={content}
            skeletonRows={Math.min(query.limit, 10)}
            rowKey={(row) => row.id}
            columns={[
              { label: t('billing.col.sl'), numeric: true },
              { label: t('billing.col.courier') },
              { label: t('billing.col.orders'), numeric: true },
              { label: t('billing.col.amount'), numeric: true },
              { label: t('billing.col.status') },
              { label: t('billing.col.period') },
              { label: t('billing.col.settledAt') },
              { label: t('billing.col.reference') },
            ]}
            renderRow={(row, index) => {
              const style = COURIER_STATUS_STYLE[row.status];
              return (
                <>
                  <Cell label={t('billing.col.sl')} numeric>
                    {serialNumber(query.page, query.limit, index)}
                  </Cell>
                  <Cell label={t('billing.col.courier')}>
                    <span className="font-medium text-ink">{row.courier}</span>
                  </Cell>
                  <Cell label={t('billing.col.orders')} numeric>
                    {row.orderCount}
                  </Cell>
                  <Cell label={t('billing.col.amount')} numeric>
                    <span className="font-medium text-ink">{formatMoney(row.amount)}</span>
                  </Cell>
                  <Cell label={t('billing.col.status')}>
                    <Badge tone={style.tone}>{t(style.label)}</Badge>
                  </Cell>
                  <Cell label={t('billing.col.period')}>
                    <span className="text-right whitespace-nowrap lg:text-left">
                      {t('billing.period', {
                        from: formatDay(row.periodStart),
                        to: formatDay(row.periodEnd),
                      })}
                    </span>
                  </Cell>
                  <Cell label={t('billing.col.settledAt')}>
                    <span className="whitespace-nowrap">{formatDateTime(row.paidAt)}</span>
                  </Cell>
                  <Cell label={t('billing.col.reference')}>
                    <span className="font-mono text-xs break-all text-ink">
                      {row.reference ?? '—'}
                    </span>
                  </Cell>
                </>
              );
            }}
          />
          <Pagination
            page={query.page}
            totalPages={totalPages}
            totalElements={list.data?.totalElements ?? 0}
            pageSize={query.limit}
            pageSizes={PAGE_SIZES}
            onPageChange={(page) => navigate({ page }, { keepPage: true })}
            onPageSizeChange={(size) =>
              navigate({ limit: size === DEFAULT_PAGE_SIZE ? undefined : size })
            }
          />
        </>
      )}
    </div>
  );
}
