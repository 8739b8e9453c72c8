import type { Payment } from '@mp/contract/bms/payments';
import { History, SearchX, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { usePaymentHistories } from '../api/get-payment-histories';
import { usePayments } from '../api/get-payments';
import { PAYMENT_METHOD_LABEL } from '../lib/billing-labels';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, serialNumber } from '../lib/list-search';
import {
  hasPaymentFilters,
  type PaymentSearch,
  paymentReturn,
  toPaymentListQuery,
} from '../lib/payment-search';
import { ApprovalStatusBadge } from './approval-status-badge';
import { HistoryDrawer } from './history-drawer';
import { Cell, ListTable } from './list-table';
import { PaymentFilters, type PaymentSearchPatch } from './payment-filters';
import { PaymentReturnBanner } from './payment-return-banner';

type PaymentsListProps = {
  search: PaymentSearch;
  /** Writes the patch into the URL; `keepPage` leaves the page as is (otherwise back to 1). */
  navigate: (patch: PaymentSearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
};

/** Payment history: the provider's return message, filters, the table and each payment's history. */
export function PaymentsList({ search, navigate, onClearFilters }: PaymentsListProps) {
  const t = useT();
  const query = toPaymentListQuery(search);
  const payments = usePayments(query);
  const [historyOf, setHistoryOf] = useState<Payment>();
  const histories = usePaymentHistories(historyOf?.id);
  const landed = paymentReturn(search);

  const content = payments.isPlaceholderData ? undefined : payments.data?.content;
  const totalPages = payments.data?.totalPages ?? 0;
  const filtered = hasPaymentFilters(search);

  useEffect(() => {
    if (!payments.isPlaceholderData && totalPages > 0 && query.page > totalPages) {
      navigate({ page: totalPages }, { keepPage: true });
    }
  }, [payments.isPlaceholderData, totalPages, query.page, navigate]);

  return (
    <div className="flex flex-col gap-3">
      {landed ? (
        <PaymentReturnBanner
          key={`${landed.outcome}:${landed.tranId}`}
          outcome={landed.outcome}
          tranId={landed.tranId}
          onDismiss={() =>
            navigate(
              { paid: undefined, pending: undefined, failed: undefined, cancelled: undefined },
              { keepPage: true },
            )
          }
        />
      ) : null}
      <PaymentFilters
        search={search}
        onChange={navigate}
        onClear={onClearFilters}
        canClear={filtered}
      />
      {payments.isError && !payments.data ? (
        <EmptyState
          icon={Wallet}
          title={t('billing.payments.loadFailed')}
          message={payments.error.message}
          action={<Button onClick={() => void payments.refetch()}>{t('billing.tryAgain')}</Button>}
        />
      ) : content?.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title={t('billing.payments.emptyFilteredTitle')}
            message={t('billing.emptyFiltered')}
            action={
              <Button variant="secondary" onClick={onClearFilters}>
                {t('billing.filter.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Wallet}
            title={t('billing.payments.emptyTitle')}
            message={t('billing.payments.empty')}
          />
        )
      ) : (
        <>
          <ListTable
            caption={t('billing.payments.caption')}
            testId="payment-row"
            rows={content}
            skeletonRows={Math.min(query.limit, 10)}
            rowKey={(payment) => payment.id}
            columns={[
              { label: t('billing.col.sl'), numeric: true },
              { label: t('billing.col.paidAt') },
              { label: t('billing.col.method') },
              { label: t('billing.col.reference') },
              { label: t('billing.col.amount'), numeric: true },
              { label: t('billing.col.status') },
              { label: t('billing.col.history') },
            ]}
            renderRow={(payment, index) => (
              <>
                <Cell label={t('billing.col.sl')} numeric>
                  {serialNumber(query.page, query.limit, index)}
                </Cell>
                <Cell label={t('billing.col.paidAt')}>
                  <span className="whitespace-nowrap">{formatDateTime(payment.paidAt)}</span>
                </Cell>
                <Cell label={t('billing.col.method')}>
                  {t(PAYMENT_METHOD_LABEL[payment.method])}
                </Cell>
                <Cell label={t('billing.col.reference')}>
                  <span className="font-mono text-xs break-all text-ink">
                    {payment.reference ?? '—'}
                  </span>
                </Cell>
                <Cell label={t('billing.col.amount')} numeric>
                  <span className="font-medium text-ink">{formatMoney(payment.amount)}</span>
                </Cell>
                <Cell label={t('billing.col.status')}>
                  <ApprovalStatusBadge status={payment.approvalStatus} />
                </Cell>
                <Cell label={t('billing.col.history')}>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setHistoryOf(payment)}
                    aria-label={t('billing.history.openFor', {
                      name: payment.reference ?? formatDateTime(payment.paidAt),
                    })}
                  >
                    <History aria-hidden className="size-4" />
                    {t('billing.history')}
                  </Button>
                </Cell>
              </>
            )}
          />
          <Pagination
            page={query.page}
            totalPages={totalPages}
            totalElements={payments.data?.totalElements ?? 0}
            pageSize={query.limit}
            pageSizes={PAGE_SIZES}
            onPageChange={(page) => navigate({ page }, { keepPage: true })}
            onPageSizeChange={(size) =>
              navigate({ limit: size === DEFAULT_PAGE_SIZE ? undefined : size })
            }
          />
        </>
      )}
      <HistoryDrawer
        open={historyOf !== undefined}
        onOpenChange={(open) => {
          if (!open) setHistoryOf(undefined);
        }}
        title={t('billing.payments.historyTitle')}
        {...(historyOf
          ? {
              description: t('billing.payments.historyDescription', {
                amount: formatMoney(historyOf.amount),
                when: formatDateTime(historyOf.paidAt),
              }),
            }
          : {})}
        histories={histories}
      />
    </div>
  );
}
