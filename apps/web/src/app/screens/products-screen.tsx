import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProductsList } from '@/features/products/components/products-list';
import type { ProductSearch, ProductSearchPatch } from '@/features/products/lib/product-search';
import { compact } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/product');

export function ProductsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const update = useCallback(
    (patch: ProductSearchPatch, options: { keepPage?: boolean } = {}) => {
      void navigate({
        search: (previous: ProductSearch) => {
          const next: Record<string, unknown> = { ...previous, ...patch };
          if (!options.keepPage) delete next.page;
          return compact(next) as ProductSearch;
        },
      });
    },
    [navigate],
  );

  const clear = useCallback(() => {
    void navigate({
      search: (previous: ProductSearch) =>
        compact({
          limit: previous.limit,
          orderBy: previous.orderBy,
          orderDirection: previous.orderDirection,
        }),
    });
  }, [navigate]);

  return <ProductsList search={search} navigate={update} onClearFilters={clear} />;
}
