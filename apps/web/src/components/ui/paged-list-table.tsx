import type { PageEnvelope } from '@mp/contract/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAGE_SIZES, pagerNavigation, serialNumber } from '@/lib/list-search';
import { useClampPage } from '@/lib/use-clamp-page';
import { useShownPage } from '@/lib/use-shown-page';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { type Column, ListTable } from './responsive-table';

export type PagedListTableProps<T> = {
  /** The page query (kept on the previous page's rows while the next one loads). */
  list: UseQueryResult<PageEnvelope<T>>;
  query: { page: number; limit: number };
  navigate: (
    patch: { page?: number; limit?: number | undefined },
    options?: { keepPage?: boolean },
  ) => void;
  /** Stands on the load failure and on the empty list. */
  icon: LucideIcon;
  loadFailed: { title: string; retry: string };
  empty: { title: string; message: string };
  /** Set when filters emptied the list: the empty state offers to clear them instead. */
  noMatches?: { title: string; message: string; clear: string; onClear: () => void } | undefined;
  caption: string;
  testId: string;
  rowKey: (row: T) => number | string;
  columns: Column[];
  /** A row's cells; `serial` is its number across pages. */
  renderRow: (row: T, serial: number) => ReactNode;
};

/**
 * A server-paged list below its filters: its load failure, its empty states (none yet, or none
 * for these filters), or the table and its pager, the page clamped to the pages there are.
 */
export function PagedListTable<T>({
  list,
  query,
  navigate,
  icon,
  loadFailed,
  empty,
  noMatches,
  caption,
  testId,
  rowKey,
  columns,
  renderRow,
}: PagedListTableProps<T>) {
  const shown = useShownPage(list, query);
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
        title={loadFailed.title}
        message={list.error.message}
        action={<Button onClick={() => void list.refetch()}>{loadFailed.retry}</Button>}
      />
    );
  }
  if (shown.content?.length === 0) {
    return noMatches ? (
      <EmptyState
        icon={SearchX}
        title={noMatches.title}
        message={noMatches.message}
        action={
          <Button variant="secondary" onClick={noMatches.onClear}>
            {noMatches.clear}
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
        columns={columns}
        renderRow={(row, index) => renderRow(row, serialNumber(shown.page, shown.limit, index))}
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
