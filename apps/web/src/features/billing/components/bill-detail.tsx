import { type BillLine, billLineKinds } from '@mp/contract/bms/bills';
import { formatMoney } from '@mp/contract/money';
import { Link } from '@tanstack/react-router';
import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, SelectFilter } from '@/components/ui/filter-bar';
import { Cell } from '@/components/ui/responsive-table';
import { formatDay } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useBill, useBillLines } from '../api/get-bill';
import { type BillLineSearch, toBillLineQuery } from '../lib/bill-line-search';
import { billLineWords } from '../lib/bill-line-words';
import { ApprovalStatusBadge } from './approval-status-badge';
import { type Figure, FigureCards } from './figure-cards';
import { BillingTable } from './list-table';

type BillLineSearchPatch = Partial<{ [K in keyof BillLineSearch]: BillLineSearch[K] | undefined }>;

type BillDetailProps = {
  billId: number;
  search: BillLineSearch;
  navigate: (patch: BillLineSearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
  /** Tools of other features for this bill (its export), composed by the screen. */
  toolbar?: ReactNode;
};

/**
 * One bill and the lines it is made of (#23 item 1): per order its commission, COD fee and
 * delivery charge, with a link to the order, then the period's own lines; what the lines the
 * filters keep add up to, which unfiltered is the bill's amount.
 */
export function BillDetail({ billId, search, navigate, onClearFilters, toolbar }: BillDetailProps) {
  const t = useT();
  const bill = useBill(billId);
  const query = toBillLineQuery(search);
  const lines = useBillLines(billId, query);
  const filtered = Boolean(search.kind || search.orderId);
  const linesTotal = lines.isPlaceholderData ? undefined : lines.data?.total;

  if (bill.isError) {
    return (
      <EmptyState
        icon={ReceiptText}
        title={t('billing.bill.loadFailed')}
        message={bill.error.message}
        action={<Button onClick={() => void bill.refetch()}>{t('billing.tryAgain')}</Button>}
      />
    );
  }
  const facts: Figure[] = [
    {
      key: 'amount',
      label: t('billing.bill.amount'),
      value: bill.data ? formatMoney(bill.data.totalBillAmount) : '…',
    },
    {
      key: 'lines-total',
      label: t(filtered ? 'billing.bill.linesTotalFiltered' : 'billing.bill.linesTotal'),
      value: linesTotal === undefined ? '…' : formatMoney(linesTotal),
    },
    {
      key: 'period',
      label: t('billing.col.period'),
      value: bill.data
        ? t('billing.period', {
            from: formatDay(bill.data.periodStart),
            to: formatDay(bill.data.periodEnd),
          })
        : '…',
    },
    {
      key: 'status',
      label: t('billing.col.status'),
      value: bill.data ? <ApprovalStatusBadge status={bill.data.approvalStatus} /> : '…',
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <BackLink to="/merchant/bills">{t('billing.bill.back')}</BackLink>
      <h2 className="text-base font-semibold text-ink">{bill.data?.billNumber ?? '…'}</h2>
      <FigureCards figures={facts} testIdPrefix="bill" className="lg:grid-cols-4" />
      <FilterBar
        label={t('billing.bill.filters')}
        activeCount={Number(Boolean(search.kind)) + Number(Boolean(search.orderId))}
        lead={toolbar}
      >
        <SelectFilter
          label={t('billing.bill.filter.kind')}
          value={search.kind}
          onChange={(kind) => navigate({ kind })}
          anyLabel={t('billing.bill.filter.allKinds')}
          options={billLineKinds.map((kind) => ({
            value: kind,
            label: t(`billing.line.kind.${kind}`),
          }))}
        />
        {filtered ? (
          <Button variant="ghost" onClick={onClearFilters} className="col-span-2 sm:col-span-1">
            {t('billing.filter.clear')}
          </Button>
        ) : null}
      </FilterBar>
      <BillingTable<BillLine>
        list={lines}
        query={query}
        navigate={navigate}
        icon={ReceiptText}
        loadFailedTitle={t('billing.bill.lines.loadFailed')}
        empty={{
          title: t('billing.bill.lines.emptyTitle'),
          message: t('billing.bill.lines.empty'),
        }}
        noMatches={
          filtered
            ? { title: t('billing.bill.lines.emptyFilteredTitle'), onClear: onClearFilters }
            : undefined
        }
        caption={t('billing.bill.lines.caption')}
        testId="bill-line-row"
        rowKey={(line) => line.id}
        columns={[
          { label: t('billing.bill.col.kind') },
          { label: t('billing.bill.col.order') },
          { label: t('billing.bill.col.description') },
          { label: t('billing.col.amount'), numeric: true },
        ]}
        renderCells={(line) => (
          <>
            <Cell label={t('billing.bill.col.kind')} card="title">
              <span className="font-medium text-ink">{t(`billing.line.kind.${line.kind}`)}</span>
            </Cell>
            <Cell label={t('billing.bill.col.order')} hideOnPhone={line.orderId === null}>
              {line.orderId !== null && line.orderNumber !== null ? (
                <Link
                  to="/merchant/order/$orderId"
                  params={{ orderId: String(line.orderId) }}
                  className="font-medium text-accent hover:underline"
                >
                  {line.orderNumber}
                </Link>
              ) : (
                '—'
              )}
            </Cell>
            <Cell label={t('billing.bill.col.description')}>
              <span className="text-right lg:text-left">{billLineWords(line, t)}</span>
            </Cell>
            <Cell label={t('billing.col.amount')} numeric card="badge">
              <span className="font-medium text-ink">{formatMoney(line.amount)}</span>
            </Cell>
          </>
        )}
      />
    </div>
  );
}
