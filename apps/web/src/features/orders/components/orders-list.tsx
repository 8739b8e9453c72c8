import type { OrderListItem } from '@mp/contract/oms/orders';
import { SearchX, ShoppingBag } from 'lucide-react';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/lib/i18n/i18n';
import { PAGE_SIZES, pagerNavigation } from '@/lib/list-search';
import { afterNextPaint } from '@/lib/use-after-paint';
import { useClampPage } from '@/lib/use-clamp-page';
import { useHiddenColumns } from '@/lib/use-hidden-columns';
import { useShownPage } from '@/lib/use-shown-page';
import { useOrders } from '../api/get-orders';
import { newOrders } from '../lib/new-orders';
import {
  hasFilters,
  type OrderSearch,
  type OrderStageParam,
  toListQuery,
} from '../lib/order-search';
import { ACTION_LABEL, STAGE_LIST_TITLE } from '../lib/stage-style';
import { useBulkAction } from '../lib/use-bulk-action';
import { BulkActionBar } from './bulk-action-bar';
import { BulkResultDialog } from './bulk-result-dialog';
import { preloadOrderForms } from './lazy-order-forms';
import { NewOrdersBar } from './new-orders-bar';
import { OrderColumnChooser } from './order-column-chooser';
import { OrderFilters, type SearchPatch } from './order-filters';
import { OPTIONAL_ORDER_COLUMNS, OrdersTable } from './orders-table';
import { StageTabs } from './stage-tabs';

type OrdersListProps = {
  stage: OrderStageParam;
  search: OrderSearch;
  /** Writes the patch into the URL; `keepPage` leaves the page as is (otherwise back to 1). */
  navigate: (patch: SearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
  /** Tools of other features for this list (export, print filter), composed by the screen. */
  toolbar?: ReactNode;
  /** Tools of other features for the selected orders (print them), composed by the screen. */
  selectionTools?: (orders: OrderListItem[]) => ReactNode;
};

/** One stage's orders: counts per stage, filters, table, bulk actions and paging. */
export function OrdersList({
  stage,
  search,
  navigate,
  onClearFilters,
  toolbar,
  selectionTools,
}: OrdersListProps) {
  const t = useT();
  // The list follows the URL in a render of its own (a deferred value): a click on a tab paints
  // the tab at once, and the rows, unchanged until then, are not rendered again for it.
  const listStage = useDeferredValue(stage);
  const listSearch = useDeferredValue(search);
  const listQuery = toListQuery(listStage, listSearch);
  const orders = useOrders(listQuery);
  const bulk = useBulkAction();
  const [selected, setSelected] = useState<Map<number, OrderListItem>>(new Map());
  const columns = useHiddenColumns('orders', OPTIONAL_ORDER_COLUMNS);
  // A timer, not state: nothing of the list re-renders for it.
  useEffect(() => afterNextPaint(preloadOrderForms), []);

  const page = listQuery.page as number;
  const pageSize = listQuery.limit as number;
  const shown = useShownPage(orders, { page, limit: pageSize });
  const { content } = shown;
  const queryKey = JSON.stringify(listQuery);

  // A list loaded anew shows every order placed so far: none is new to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's identity is the query
  useEffect(() => newOrders.clear(), [queryKey]);

  // A new page, stage or filter starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's identity is the query
  useEffect(() => setSelected(new Map()), [queryKey]);

  useClampPage({
    page,
    // A lower bound is no last page to clamp to.
    totalPages: orders.data?.totalIsLowerBound ? 0 : (orders.data?.totalPages ?? 0),
    isPlaceholderData: orders.isPlaceholderData,
    navigate: (patch, options) =>
      navigate({ ...patch, after: undefined, before: undefined }, options),
  });

  // Next and Previous page from the order next to the new page, so a deep page skips nothing.
  const pager = pagerNavigation(navigate);
  const onPageChange = (next: number) =>
    navigate(
      {
        page: next,
        after: next === page + 1 ? content?.at(-1)?.id : undefined,
        before: next === page - 1 ? content?.[0]?.id : undefined,
      },
      { keepPage: true },
    );

  const selectedOrders = useMemo(() => [...selected.values()], [selected]);

  // Stable, so the memoised rows are not rendered again for a new callback.
  const toggle = useCallback((order: OrderListItem) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(order.id)) next.delete(order.id);
      else next.set(order.id, order);
      return next;
    });
  }, []);
  const toggleAll = (select: boolean) =>
    setSelected(select ? new Map((content ?? []).map((order) => [order.id, order])) : new Map());

  const sort = {
    orderBy: search.orderBy ?? 'createdAt',
    orderDirection: search.orderDirection ?? 'desc',
  } as const;

  const filtered = hasFilters(listSearch, listStage);
  const empty = content !== undefined && content.length === 0;

  return (
    <div className="flex flex-col gap-3">
      <StageTabs current={stage} filters={search} />
      <OrderFilters stage={stage} search={search} onChange={navigate} onClear={onClearFilters} />
      {stage === 'all' || stage === 'placed' ? <NewOrdersBar /> : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {toolbar}
        <OrderColumnChooser hidden={columns.hidden} onToggle={columns.toggle} />
      </div>
      {orders.isError && !orders.data ? (
        <EmptyState
          icon={ShoppingBag}
          title={t('orders.loadFailed')}
          message={orders.error.message}
          action={<Button onClick={() => void orders.refetch()}>{t('orders.tryAgain')}</Button>}
        />
      ) : empty ? (
        filtered || listSearch.search ? (
          <EmptyState
            icon={SearchX}
            title={t('orders.emptyFilteredTitle')}
            message={t('orders.emptyFiltered')}
            action={
              <Button variant="secondary" onClick={onClearFilters}>
                {t('orders.filter.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ShoppingBag}
            title={t('orders.emptyTitle', { list: t(STAGE_LIST_TITLE[listStage]) })}
            message={t(listStage === 'all' ? 'orders.emptyAll' : 'orders.emptyStage')}
          />
        )
      ) : (
        <>
          <OrdersTable
            orders={shown.rows}
            stale={shown.stale}
            page={shown.page}
            pageSize={shown.limit}
            showStage={listStage === 'all'}
            hidden={columns.hidden}
            selected={new Set(selected.keys())}
            onToggle={toggle}
            onToggleAll={toggleAll}
            sort={sort}
            onSort={(field) =>
              navigate({
                orderBy: field,
                orderDirection:
                  sort.orderBy === field && sort.orderDirection === 'desc' ? 'asc' : 'desc',
              })
            }
          />
          {/* Once the first page is in: growing rows then push nothing down (layout shift). */}
          {orders.data ? (
            <Pagination
              page={page}
              totalPages={orders.data?.totalPages ?? 0}
              totalElements={orders.data?.totalElements ?? 0}
              totalIsLowerBound={orders.data?.totalIsLowerBound}
              pageSize={pageSize}
              pageSizes={PAGE_SIZES}
              onPageChange={onPageChange}
              onPageSizeChange={pager.onPageSizeChange}
            />
          ) : null}
        </>
      )}
      <BulkActionBar
        selected={selectedOrders}
        tools={selectionTools?.(selectedOrders)}
        running={bulk.state?.running ?? false}
        onRun={(action, targets) => {
          setSelected(new Map());
          void bulk.start(action, targets);
        }}
        onClear={() => setSelected(new Map())}
      />
      {bulk.state ? (
        <BulkResultDialog
          open
          actionLabel={t(ACTION_LABEL[bulk.state.action])}
          rows={bulk.state.rows}
          running={bulk.state.running}
          onRetryFailed={() => void bulk.retryFailed()}
          onClose={bulk.close}
        />
      ) : null}
    </div>
  );
}
