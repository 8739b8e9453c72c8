import type { Payment } from '@mp/contract/bms/payments';
import { formatMoney } from '@mp/contract/money';
import { ReceiptText, Wallet } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Cell } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useHistories } from '../api/get-histories';
import { usePayments } from '../api/get-payments';
import { PAYMENT_METHOD_LABEL } from '../lib/billing-labels';
import {
  hasPaymentFilters,
  type PaymentSearch,
  paymentReturn,
  toPaymentListQuery,
} from '../lib/payment-search';
import { ApprovalStatusBadge } from './approval-status-badge';
import { HistoryDrawer } from './history-drawer';
import { BillingTable, HistoryButton } from './list-table';
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
  const histories = useHistories('payments', historyOf?.id);
  const landed = paymentReturn(search);
  const filtered = hasPaymentFilters(search);

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
      <BillingTable
        list={payments}
        query={query}
        navigate={navigate}
        icon={Wallet}
        loadFailedTitle={t('billing.payments.loadFailed')}
        empty={{ title: t('billing.payments.emptyTitle'), message: t('billing.payments.empty') }}
        noMatches={
          filtered
            ? { title: t('billing.payments.emptyFilteredTitle'), onClear: onClearFilters }
            : undefined
        }
        caption={t('billing.payments.caption')}
        testId="payment-row"
        rowKey={(payment) => payment.id}
        columns={[
          { label: t('billing.col.paidAt') },
          { label: t('billing.col.method') },
          { label: t('billing.col.reference') },
          { label: t('billing.col.amount'), numeric: true },
          { label: t('billing.col.status') },
          { label: t('billing.col.history') },
        ]}
        renderCells={(payment) => (
          <>
            <Cell label={t('billing.col.paidAt')} card="title">
              <span className="whitespace-nowrap">{formatDateTime(payment.paidAt)}</span>
            </Cell>
            <Cell label={t('billing.col.method')}>{t(PAYMENT_METHOD_LABEL[payment.method])}</Cell>
            <Cell label={t('billing.col.reference')} hideOnPhone>
              <span className="font-mono text-xs break-all text-ink">
                {payment.reference ?? '—'}
              </span>
            </Cell>
            <Cell label={t('billing.col.amount')} numeric>
              <span className="font-medium text-ink">{formatMoney(payment.amount)}</span>
            </Cell>
            <Cell label={t('billing.col.status')} card="badge">
              <ApprovalStatusBadge status={payment.approvalStatus} />
            </Cell>
            <Cell label={t('billing.col.history')}>
              <div className="flex flex-wrap items-center gap-1">
                <HistoryButton
                  name={payment.reference ?? formatDateTime(payment.paidAt)}
                  onOpen={() => setHistoryOf(payment)}
                />
                <a
                  href={`/merchant/print-receipt/${payment.id}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('billing.receipt.openFor', {
                    name: payment.reference ?? formatDateTime(payment.paidAt),
                  })}
                  className={buttonClass('ghost', 'sm')}
                >
                  <ReceiptText aria-hidden className="size-4" />
                  {t('billing.receipt.open')}
                </a>
              </div>
            </Cell>
          </>
        )}
      />
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
