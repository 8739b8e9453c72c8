import type { Bill } from '@mp/contract/bms/bills';
import { History, ReceiptText, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime, formatDay, formatMoney } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useBillHistories } from '../api/get-bill-histories';
import { useBills } from '../api/get-bills';
import { type BillSearch, hasBillFilters, toBillListQuery } from '../lib/bill-search';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, serialNumber } from '../lib/list-search';
import { ApprovalStatusBadge } from './approval-status-badge';
import { BillFilters, type BillSearchPatch } from './bill-filters';
import { HistoryDrawer } from './history-drawer';
import { Cell, ListTable } from './list-table';

type BillsListProps = {
  search: BillSearch;
  /** Writes the patch into the URL; `keepPage` leaves the page as is (otherwise back to 1). */
  navigate: (patch: BillSearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
  /** Tools of other features for one bill (CSV export), composed by the screen. */
  billTools?: (bill: Bill) => ReactNode;
};

/** The merchant's bills: filters, the table with server paging, and each bill's history. */
export function BillsList({ search, navigate, onClearFilters, billTools }: BillsListProps) {
  const t = useT();
  const query = toBillListQuery(search);
  const bills = useBills(query);
  const [historyOf, setHistoryOf] = useState<Bill>();
  const histories = useBillHistories(historyOf?.id);

  const content = bills.isPlaceholderData ? undefined : bills.data?.content;
  const totalPages = bills.data?.totalPages ?? 0;
  const filtered = hasBillFilters(search);

  // Past the last page (an old link): go to the last one.
  useEffect(() => {
    if (!bills.isPlaceholderData && totalPages > 0 && query.page > totalPages) {
      navigate({ page: totalPages }, { keepPage: true });
    }
  }, [bills.isPlaceholderData, totalPages, query.page, navigate]);

  return (
    <div className="flex flex-col gap-3">
      <BillFilters
        search={search}
        onChange={navigate}
        onClear={onClearFilters}
        canClear={filtered}
      />
      {bills.isError && !bills.data ? (
        <EmptyState
          icon={ReceiptText}
          title={t('billing.bills.loadFailed')}
          message={bills.error.message}
          action={<Button onClick={() => void bills.refetch()}>{t('billing.tryAgain')}</Button>}
        />
      ) : content?.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title={t('billing.bills.emptyFilteredTitle')}
            message={t('billing.emptyFiltered')}
            action={
              <Button variant="secondary" onClick={onClearFilters}>
                {t('billing.filter.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ReceiptText}
            title={t('billing.bills.emptyTitle')}
            message={t('billing.bills.empty')}
          />
        )
      ) : (
        <>
          <ListTable
            caption={t('billing.bills.caption')}
            testId="bill-row"
            rows={content}
            skeletonRows={Math.min(query.limit, 10)}
            rowKey={(bill) => bill.id}
            columns={[
              { label: t('billing.col.sl'), numeric: true },
              { label: t('billing.col.billNumber') },
              { label: t('billing.col.period') },
              { label: t('billing.col.amount'), numeric: true },
              { label: t('billing.col.status') },
              { label: t('billing.col.issuedAt') },
              { label: t('billing.col.history') },
            ]}
            renderRow={(bill, index) => (
              <>
                <Cell label={t('billing.col.sl')} numeric>
                  {serialNumber(query.page, query.limit, index)}
                </Cell>
                <Cell label={t('billing.col.billNumber')}>
                  <span className="font-medium text-ink">{bill.billNumber}</span>
                </Cell>
                <Cell label={t('billing.col.period')}>
                  <span className="text-right whitespace-nowrap lg:text-left">
                    {t('billing.period', {
                      from: formatDay(bill.periodStart),
                      to: formatDay(bill.periodEnd),
                    })}
                  </span>
                </Cell>
                <Cell label={t('billing.col.amount')} numeric>
                  <span className="font-medium text-ink">{formatMoney(bill.totalBillAmount)}</span>
                </Cell>
                <Cell label={t('billing.col.status')}>
                  <ApprovalStatusBadge status={bill.approvalStatus} />
                </Cell>
                <Cell label={t('billing.col.issuedAt')}>
                  <span className="whitespace-nowrap">{formatDateTime(bill.createdAt)}</span>
                </Cell>
                <Cell label={t('billing.col.history')}>
                  <div className="flex flex-wrap items-center gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setHistoryOf(bill)}
                      aria-label={t('billing.history.openFor', { name: bill.billNumber })}
                    >
                      <History aria-hidden className="size-4" />
                      {t('billing.history')}
                    </Button>
                    {billTools?.(bill)}
                  </div>
                </Cell>
              </>
            )}
          />
          <Pagination
            page={query.page}
            totalPages={totalPages}
            totalElements={bills.data?.totalElements ?? 0}
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
        title={t('billing.bills.historyTitle', { name: historyOf?.billNumber ?? '' })}
        histories={histories}
      />
    </div>
  );
}
