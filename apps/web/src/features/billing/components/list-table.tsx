import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PagedListTable, type PagedListTableProps } from '@/components/ui/paged-list-table';
import { Cell } from '@/components/ui/responsive-table';
import { formatDay } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';

type BillingTableProps<T> = Omit<
  PagedListTableProps<T>,
  'loadFailed' | 'noMatches' | 'renderRow'
> & {
  loadFailedTitle: string;
  /** Set when filters emptied the list: the empty state offers to clear them instead. */
  noMatches?: { title: string; onClear: () => void } | undefined;
  /** The cells after the serial number, which every billing list starts with. */
  renderCells: (row: T) => ReactNode;
};

/** A billing list below its filters: load failure, empty states, or the table and its paging. */
export function BillingTable<T>({
  loadFailedTitle,
  noMatches,
  columns,
  renderCells,
  ...table
}: BillingTableProps<T>) {
  const t = useT();
  return (
    <PagedListTable
      {...table}
      loadFailed={{ title: loadFailedTitle, retry: t('billing.tryAgain') }}
      noMatches={
        noMatches && {
          ...noMatches,
          message: t('billing.emptyFiltered'),
          clear: t('billing.filter.clear'),
        }
      }
      columns={[{ label: t('billing.col.sl'), numeric: true }, ...columns]}
      renderRow={(row, serial) => (
        <>
          <Cell label={t('billing.col.sl')} numeric hideOnPhone>
            {serial}
          </Cell>
          {renderCells(row)}
        </>
      )}
    />
  );
}

/** Opens a bill's or payment's history; `name` tells screen readers whose. */
export function HistoryButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onOpen}
      aria-label={t('billing.history.openFor', { name })}
    >
      <History aria-hidden className="size-4" />
      {t('billing.history')}
    </Button>
  );
}

/** The period a bill or a courier settlement covers, on one line. */
export function PeriodCell({ start, end }: { start: string; end: string }) {
  const t = useT();
  return (
    <Cell label={t('billing.col.period')}>
      <span className="text-right whitespace-nowrap lg:text-left">
        {t('billing.period', { from: formatDay(start), to: formatDay(end) })}
      </span>
    </Cell>
  );
}
