import { Package, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/lib/i18n/i18n';
import { PAGE_SIZES, pagerNavigation } from '@/lib/list-search';
import { useClampPage } from '@/lib/use-clamp-page';
import { useShownPage } from '@/lib/use-shown-page';
import { useShopProducts } from '../api/get-shop-products';
import {
  hasFilters,
  type ProductSearch,
  type ProductSearchPatch,
  toListQuery,
} from '../lib/product-search';
import { ProductFilters } from './product-filters';
import { ProductsTable } from './products-table';

type ProductsListProps = {
  search: ProductSearch;
  /** Set on a shop's page: only that shop's products. */
  fixedShopId?: number;
  /** Writes the patch into the URL; `keepPage` leaves the page as is (otherwise back to 1). */
  navigate: (patch: ProductSearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
  /** Actions on the whole list (its export), beside the filters. */
  toolbar?: ReactNode;
};

/** The merchant's shop products: filters, table with in-place edits, and server paging. */
export function ProductsList({
  search,
  fixedShopId,
  navigate,
  onClearFilters,
  toolbar,
}: ProductsListProps) {
  const t = useT();
  const query = toListQuery(search, fixedShopId);
  const products = useShopProducts(query);
  const page = query.page;
  const pageSize = query.limit;
  const shown = useShownPage(products, query);
  const { content } = shown;
  const totalPages = products.data?.totalPages ?? 0;
  useClampPage({ page, totalPages, isPlaceholderData: products.isPlaceholderData, navigate });

  const filtered = hasFilters(search, fixedShopId);
  const empty = content !== undefined && content.length === 0;

  return (
    <div className="flex flex-col gap-3">
      <ProductFilters
        search={search}
        fixedShopId={fixedShopId}
        onChange={navigate}
        onClear={onClearFilters}
      />
      {toolbar ? (
        <div className="flex flex-wrap items-center justify-end gap-2">{toolbar}</div>
      ) : null}
      {products.isError && !products.data ? (
        <EmptyState
          icon={Package}
          title={t('products.loadFailed')}
          message={products.error.message}
          action={<Button onClick={() => void products.refetch()}>{t('products.tryAgain')}</Button>}
        />
      ) : empty ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title={t('products.emptyFilteredTitle')}
            message={t('products.emptyFiltered')}
            action={
              <Button variant="secondary" onClick={onClearFilters}>
                {t('products.filter.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Package}
            title={t('products.emptyTitle')}
            message={t(fixedShopId === undefined ? 'products.empty' : 'products.emptyShop')}
          />
        )
      ) : (
        <>
          <ProductsTable
            products={shown.rows}
            stale={shown.stale}
            page={shown.page}
            pageSize={shown.limit}
            showShop={fixedShopId === undefined}
          />
          <Pagination
            page={page}
            totalPages={totalPages}
            totalElements={products.data?.totalElements ?? 0}
            pageSize={pageSize}
            pageSizes={PAGE_SIZES}
            {...pagerNavigation(navigate)}
          />
        </>
      )}
    </div>
  );
}
