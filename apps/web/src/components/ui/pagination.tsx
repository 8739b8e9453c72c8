import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { Button } from './button';

type PaginationProps = {
  page: number;
  totalPages: number;
  totalElements: number;
  /** The list holds at least `totalElements` rows (a common search): "10000+", Next stays on. */
  totalIsLowerBound?: boolean;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** Server-side paging: previous/next, "x–y of n" (or "of n+") and the page size choice. */
export function Pagination({
  page,
  totalPages,
  totalElements,
  totalIsLowerBound = false,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const t = useT();
  const first = totalElements === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalElements);
  const more = totalIsLowerBound ? '+' : '';
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 px-1 py-2 text-[13px] text-ink-muted"
    >
      <label className="flex items-center gap-2">
        {t('pagination.pageSize')}
        <select
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="h-8 rounded-lg border border-line bg-white px-2 text-[13px] text-ink"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2">
        <span className="tabular-nums" aria-live="polite">
          {t('pagination.range', { first, last, total: `${formatCount(totalElements)}${more}` })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label={t('pagination.previous')}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <span className="tabular-nums">
          {t('pagination.page', { page, pages: `${formatCount(Math.max(totalPages, 1))}${more}` })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages && !totalIsLowerBound}
          aria-label={t('pagination.next')}
        >
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
