import type { Bill } from '@mp/contract/bms/bills';
import { formatMoney } from '@mp/contract/money';
import { Link } from '@tanstack/react-router';
import { ReceiptText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Cell } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useBills } from '../api/get-bills';
import { useHistories } from '../api/get-histories';
import { type BillSearch, hasBillFilters, toBillListQuery } from '../lib/bill-search';
import { ApprovalStatusBadge } from './approval-status-badge';
import { BillFilters, type BillSearchPatch } from './bill-filters';
import { HistoryDrawer } from './history-drawer';
import { BillingTable, HistoryButton, PeriodCell } from './list-table';

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
  const histories = useHistories('bills', historyOf?.id);
  const filtered = hasBillFilters(search);

  return (
    <div className="flex flex-col gap-3">
      <BillFilters
        search={search}
        onChange={navigate}
        onClear={onClearFilters}
        canClear={filtered}
      />
      <BillingTable
        list={bills}
        query={query}
        navigate={navigate}
        icon={ReceiptText}
        loadFailedTitle={t('billing.bills.loadFailed')}
        empty={{ title: t('billing.bills.emptyTitle'), message: t('billing.bills.empty') }}
        noMatches={
          filtered
            ? { title: t('billing.bills.emptyFilteredTitle'), onClear: onClearFilters }
            : undefined
        }
        caption={t('billing.bills.caption')}
        testId="bill-row"
        rowKey={(bill) => bill.id}
        columns={[
          { label: t('billing.col.billNumber') },
          { label: t('billing.col.period') },
          { label: t('billing.col.amount'), numeric: true },
          { label: t('billing.col.status') },
          { label: t('billing.col.issuedAt') },
          { label: t('billing.col.history') },
        ]}
        renderCells={(bill) => (
          <>
            <Cell label={t('billing.col.billNumber')} card="title">
              <Link
                to="/merchant/bills/$billId"
                params={{ billId: String(bill.id) }}
                className="font-medium text-accent hover:underline"
              >
                {bill.billNumber}
              </Link>
            </Cell>
            <PeriodCell start={bill.periodStart} end={bill.periodEnd} />
            <Cell label={t('billing.col.amount')} numeric>
              <span className="font-medium text-ink">{formatMoney(bill.totalBillAmount)}</span>
            </Cell>
            <Cell label={t('billing.col.status')} card="badge">
              <ApprovalStatusBadge status={bill.approvalStatus} />
            </Cell>
            <Cell label={t('billing.col.issuedAt')} hideOnPhone>
              <span className="whitespace-nowrap">{formatDateTime(bill.createdAt)}</span>
            </Cell>
            <Cell label={t('billing.col.history')}>
              <div className="flex flex-wrap items-center gap-1">
                <HistoryButton name={bill.billNumber} onOpen={() => setHistoryOf(bill)} />
                {billTools?.(bill)}
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
        title={t('billing.bills.historyTitle', { name: historyOf?.billNumber ?? '' })}
        histories={histories}
      />
    </div>
  );
}
