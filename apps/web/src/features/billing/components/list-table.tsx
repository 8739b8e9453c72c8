import type { PageEnvelope } from '@mp/contract/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { History, type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Cell, type Column, ListTable } from '@/components/ui/responsive-table';
import { formatDay } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { PAGE_SIZES, pagerNavigation, serialNumber } from '@/lib/list-search';
import { useClampPage } from '@/lib/use-clamp-page';
import { useShownPage } from '@/lib/use-shown-page';

type BillingTableProps<T> = {
  /** The page query (kept on the previous page's rows while the next one loads). */
  list: UseQueryResult<PageEnvelope<T>>;
  query: { page: number; limit: number };
  navigate: (
    patch: { page?: number; limit?: number | undefined },
    options?: { keepPage?: boolean },
  ) => void;
  /** Stands on the load failure and on the empty list. */
  icon: LucideIcon;
  loadFailedTitle: string;
  empty: { title: string; message: string };
  /** Set when filters emptied the list: the empty state offers to clear them instead. */
  noMatches?: { title: string; onClear: () => void } | undefined;
  caption: string;
  testId: string;
  rowKey: (row: T) => number | string;
  /** The columns after the serial number, which every billing list starts with. */
  columns: Column[];
  renderCells: (row: T) => ReactNode;
};

/** A billing list below its filters: load failure, empty states, or the table and its paging. */
export function BillingTable<T>({
  list,
  query,
  navigate,
  icon,
  loadFailedTitle,
  empty,
  noMatches,
  caption,
  testId,
  rowKey,
  columns,
  renderCells,
}: BillingTableProps<T>) {
  const t = useT();
  const shown = useShownPage(list, query);
  const { content } = shown;
  const totalPages = list.data?.totalPages ?? 0;
  useClampPage({
    page: query.page,
    totalPages,
    isPlaceholderData: list.isPlaceholderData,
    navigate,
  });

  if (list.isError && !list.data) {
    return (
      <EmptyState
        icon={icon}
        title={loadFailedTitle}
        message={list.error.message}
        action={<Button onClick={() => void list.refetch()}>{t('billing.tryAgain')}</Button>}
      />
    );
  }
  if (content?.length === 0) {
    return noMatches ? (
      <EmptyState
        icon={SearchX}
        title={noMatches.title}
        message={t('billing.emptyFiltered')}
        action={
          <Button variant="secondary" onClick={noMatches.onClear}>
            {t('billing.filter.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={icon} title={empty.title} message={empty.message} />
    );
  }
  return (
    <>
      <ListTable
        caption={caption}
        testId={testId}
        rows={shown.rows}
        stale={shown.stale}
        skeletonRows={Math.min(query.limit, 10)}
        rowKey={rowKey}
        columns={[{ label: t('billing.col.sl'), numeric: true }, ...columns]}
        renderRow={(row, index) => (
          <>
            <Cell label={t('billing.col.sl')} numeric hideOnPhone>
              {serialNumber(shown.page, shown.limit, index)}
            </Cell>
            {renderCells(row)}
          </>
        )}
      />
      <Pagination
        page={query.page}
        totalPages={totalPages}
        totalElements={list.data?.totalElements ?? 0}
        pageSize={query.limit}
        pageSizes={PAGE_SIZES}
        {...pagerNavigation(navigate)}
      />
    </>
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
