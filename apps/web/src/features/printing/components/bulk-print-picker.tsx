import { formatMoney } from '@mp/contract/money';
import type { OrderStage } from '@mp/contract/oms/orders';
import { Printer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectFilter } from '@/components/ui/filter-bar';
import { Pagination } from '@/components/ui/pagination';
import { SearchFilter } from '@/components/ui/search-filter';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { usePrintCandidates } from '../api/get-print-candidates';
import { BULK_PAGE_SIZE, type BulkPrintSearch, toCandidateQuery } from '../lib/bulk-print-search';
import { bulkPrintHref, MAX_PRINT_ORDERS } from '../lib/print-ids';
import { LastPrintedCell, NotPrintedToggle } from './printed-filter';

type Props = {
  search: BulkPrintSearch;
  /** Merges into the URL's search params; a filter change goes back to page 1. */
  onSearchChange: (patch: Partial<BulkPrintSearch>) => void;
  stageOptions: { value: OrderStage; label: string }[];
  /** The panel's one stage badge (composed by the screen). */
  renderStage: (stage: OrderStage) => ReactNode;
  /** Extra actions for the filter bar (the screen puts the CSV export of this list there). */
  actions?: ReactNode;
};

/** Bulk Print: pick orders by stage, print state and search, then print them as one sheet. */
export function BulkPrintPicker({
  search,
  onSearchChange,
  stageOptions,
  renderStage,
  actions,
}: Props) {
  const t = useT();
  const query = toCandidateQuery(search);
  const list = usePrintCandidates(query);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());

  const rows = list.data?.content ?? [];
  const pageIds = rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const full = selected.size >= MAX_PRINT_ORDERS;

  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_PRINT_ORDERS) next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (allOnPage) for (const id of pageIds) next.delete(id);
      else for (const id of pageIds) if (next.size < MAX_PRINT_ORDERS) next.add(id);
      return next;
    });
  const print = () => {
    window.open(bulkPrintHref(selected), '_blank');
    setSelected(new Set());
  };

  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('bulk.hint')}</p>
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3">
        <SelectFilter
          label={t('bulk.stage')}
          value={search.stage}
          onChange={(stage) => onSearchChange({ stage })}
          anyLabel={t('bulk.allStages')}
          options={stageOptions}
        />
        <SearchFilter
          label={t('bulk.search')}
          placeholder={t('bulk.searchPlaceholder')}
          value={search.search}
          onChange={(value) => onSearchChange({ search: value })}
        />
        <NotPrintedToggle
          checked={search.printed !== 'any'}
          onChange={(onlyUnprinted) =>
            onSearchChange({ printed: onlyUnprinted ? undefined : 'any' })
          }
          label={t('bulk.onlyUnprinted')}
        />
        {actions ? <div className="ml-auto flex items-end gap-2">{actions}</div> : null}
      </div>

      <div className="sticky top-14 z-10 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2">
        <span className="text-sm text-ink" aria-live="polite">
          {t('bulk.selectedCount', { count: selected.size, max: MAX_PRINT_ORDERS })}
        </span>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setSelected(new Set())}
            disabled={selected.size === 0}
          >
            {t('bulk.clearSelection')}
          </Button>
          <Button size="sm" onClick={print} disabled={selected.size === 0}>
            <Printer aria-hidden className="size-4" />
            {t('bulk.printSelected', { count: selected.size })}
          </Button>
        </div>
      </div>

      {list.isSuccess && rows.length === 0 ? (
        <EmptyState icon={Printer} title={t('bulk.empty')} message={t('bulk.emptyHint')} />
      ) : (
        <div className="overflow-hidden rounded-lg border border-line bg-white">
          <table className="w-full text-[13px]">
            <thead className="border-b border-line bg-surface-muted text-left text-xs text-ink-muted max-md:hidden">
              <tr>
                <th className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('bulk.selectPage')}
                    checked={allOnPage}
                    onChange={togglePage}
                    disabled={pageIds.length === 0}
                  />
                </th>
                <th className="px-3 py-2">{t('bulk.col.order')}</th>
                <th className="px-3 py-2">{t('bulk.col.placedAt')}</th>
                <th className="px-3 py-2">{t('bulk.col.customer')}</th>
                <th className="px-3 py-2">{t('bulk.col.shop')}</th>
                <th className="px-3 py-2 text-right">{t('bulk.col.total')}</th>
                <th className="px-3 py-2 text-right">{t('bulk.col.cod')}</th>
                <th className="px-3 py-2">{t('bulk.col.stage')}</th>
                <th className="px-3 py-2">{t('bulk.col.printed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.isPending ? (
                <SkeletonRows rows={8} columns={9} />
              ) : (
                rows.map((row) => (
                  <tr
                    key={row.id}
                    data-testid="bulk-order-row"
                    data-order-id={row.id}
                    className="border-b border-line last:border-0 max-md:flex max-md:flex-wrap max-md:gap-x-3 max-md:px-2 max-md:py-2"
                  >
                    <td className="px-3 py-2 max-md:px-1">
                      <input
                        type="checkbox"
                        aria-label={t('bulk.selectOrder', { number: row.orderNumber })}
                        checked={selected.has(row.id)}
                        disabled={full && !selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </td>
                    <td className="px-3 py-2 font-medium whitespace-nowrap max-md:px-1">
                      {row.orderNumber}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-ink-muted max-md:px-1">
                      {formatDateTime(row.createdAt)}
                    </td>
                    <td className="px-3 py-2 max-md:w-full max-md:px-1">
                      {row.customer.name}
                      <span className="block text-xs text-ink-muted">{row.customer.phone}</span>
                    </td>
                    <td className="px-3 py-2 max-md:px-1">{row.shop.name}</td>
                    <td className="px-3 py-2 text-right tabular-nums max-md:px-1">
                      {formatMoney(row.total)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums max-md:px-1">
                      {row.orderType === 'COD' ? formatMoney(row.codAmount) : '—'}
                    </td>
                    <td className="px-3 py-2 max-md:px-1">{renderStage(row.stage)}</td>
                    <td className="px-3 py-2 max-md:px-1">
                      <LastPrintedCell printedAt={row.invoicePrintedAt} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.totalPages > 1 ? (
        <Pagination
          page={list.data.page}
          totalPages={list.data.totalPages}
          totalElements={list.data.totalElements}
          pageSize={BULK_PAGE_SIZE}
          pageSizes={[BULK_PAGE_SIZE]}
          onPageChange={(page) => onSearchChange({ page })}
          onPageSizeChange={() => {}}
        />
      ) : null}
    </section>
  );
}
