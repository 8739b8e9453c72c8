import type { StatementEntry, StatementEntryKind } from '@mp/contract/bms/statement';
import { formatMoney } from '@mp/contract/money';
import { Printer, ScrollText } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Button } from '@/components/ui/button';
import { DateRangeFilter, FilterBar } from '@/components/ui/filter-bar';
import { Cell } from '@/components/ui/responsive-table';
import { courierWords } from '@/lib/courier-words';
import { formatDateTime } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { type TranslateFn, useT } from '@/lib/i18n/i18n';
import { useStatement } from '../api/get-statement';
import { useStatementBalances } from '../api/get-statement-balances';
import { type StatementSearch, toStatementQuery } from '../lib/statement-search';
import { FigureCards } from './figure-cards';
import { BillingTable } from './list-table';

/** Its own chunk, with the chart library: no other page loads it. */
const BalanceChart = lazy(() => import('./balance-chart'));

type StatementSearchPatch = Partial<{
  [K in keyof StatementSearch]: StatementSearch[K] | undefined;
}>;

const KIND_LABEL: Record<StatementEntryKind, MessageKey> = {
  bill: 'billing.statement.kind.bill',
  payment: 'billing.statement.kind.payment',
  courier_payment: 'billing.statement.kind.courierPayment',
};

/** A balance as the sidebar writes the due: what is owed, or a credit. */
const balanceText = (t: TranslateFn, amount: number) =>
  amount < 0 ? t('billing.credit', { amount: formatMoney(-amount) }) : formatMoney(amount);

type StatementListProps = {
  search: StatementSearch;
  navigate: (patch: StatementSearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
  /** Tools of other features for this statement (its export), composed by the screen. */
  toolbar?: ReactNode;
};

/**
 * The merchant's statement (#23 item 2): every bill as a debit and every payment and courier
 * payment as a credit, oldest first, with the balance after each; the balance before the range
 * and at its end, which for a range up to today is the amount due.
 */
export function StatementList({ search, navigate, onClearFilters, toolbar }: StatementListProps) {
  const t = useT();
  const query = toStatementQuery(search);
  const statement = useStatement(query);
  const balances = useStatementBalances({ from: search.from, to: search.to });
  const chartTitleId = useId();
  const filtered = Boolean(search.from || search.to);
  const totals = statement.isPlaceholderData ? undefined : statement.data;
  const balanceOf = (amount: number | undefined) =>
    amount === undefined ? '…' : balanceText(t, amount);

  return (
    <div className="flex flex-col gap-3">
      <div className="print:hidden">
        <FilterBar
          label={t('billing.statement.filters')}
          activeCount={Number(Boolean(search.from)) + Number(Boolean(search.to))}
          lead={
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => window.print()}>
                <Printer aria-hidden className="size-4" />
                {t('print.print')}
              </Button>
              {toolbar}
            </div>
          }
        >
          <DateRangeFilter
            fromLabel={t('billing.statement.from')}
            toLabel={t('billing.statement.to')}
            from={search.from}
            to={search.to}
            onFromChange={(from) => navigate({ from })}
            onToChange={(to) => navigate({ to })}
          />
        </FilterBar>
      </div>
      <FigureCards
        testIdPrefix="statement"
        figures={[
          {
            key: 'opening',
            label: t('billing.statement.opening'),
            value: balanceOf(totals?.openingBalance),
          },
          {
            key: 'closing',
            label: t(search.to ? 'billing.statement.closing' : 'billing.statement.closingToday'),
            value: balanceOf(totals?.closingBalance),
          },
        ]}
      />
      <section
        aria-labelledby={chartTitleId}
        className="rounded-lg border border-line bg-white p-3"
      >
        <h2 id={chartTitleId} className="mb-2 text-xs font-medium text-ink-muted">
          {t('billing.statement.chart')}
        </h2>
        {/* Its height is kept while the chart's code loads: nothing below moves. */}
        <div className="h-[180px]">
          {balances.data?.points.length ? (
            <Suspense fallback={null}>
              <BalanceChart
                points={balances.data.points}
                label={t('billing.statement.chartLabel')}
              />
            </Suspense>
          ) : null}
        </div>
      </section>
      <BillingTable<StatementEntry>
        list={statement}
        query={query}
        navigate={navigate}
        icon={ScrollText}
        loadFailedTitle={t('billing.statement.loadFailed')}
        empty={{ title: t('billing.statement.emptyTitle'), message: t('billing.statement.empty') }}
        noMatches={
          filtered
            ? { title: t('billing.statement.emptyFilteredTitle'), onClear: onClearFilters }
            : undefined
        }
        caption={t('billing.statement.caption')}
        testId="statement-row"
        rowKey={(entry) => `${entry.kind}-${entry.id}`}
        columns={[
          { label: t('billing.statement.col.date') },
          { label: t('billing.statement.col.entry') },
          { label: t('billing.statement.col.debit'), numeric: true },
          { label: t('billing.statement.col.credit'), numeric: true },
          { label: t('billing.statement.col.balance'), numeric: true },
        ]}
        renderCells={(entry) => (
          <>
            <Cell label={t('billing.statement.col.date')} card="title">
              <span className="whitespace-nowrap">{formatDateTime(entry.at)}</span>
            </Cell>
            <Cell label={t('billing.statement.col.entry')}>
              <span className="text-right lg:text-left">
                {t(KIND_LABEL[entry.kind])}
                {entry.kind === 'courier_payment'
                  ? ` · ${courierWords(entry.reference, t)}`
                  : entry.reference
                    ? ` · ${entry.reference}`
                    : ''}
              </span>
            </Cell>
            {/* A card shows the one of the two that moved the balance. */}
            <Cell label={t('billing.statement.col.debit')} numeric hideOnPhone={!entry.debit}>
              {entry.debit ? formatMoney(entry.debit) : '—'}
            </Cell>
            <Cell label={t('billing.statement.col.credit')} numeric hideOnPhone={!entry.credit}>
              {entry.credit ? formatMoney(entry.credit) : '—'}
            </Cell>
            <Cell label={t('billing.statement.col.balance')} numeric>
              <span className="font-medium text-ink">{balanceText(t, entry.balance)}</span>
            </Cell>
          </>
        )}
      />
    </div>
  );
}
