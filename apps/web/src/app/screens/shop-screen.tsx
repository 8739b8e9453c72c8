import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProductsList } from '@/features/products/components/products-list';
import type { ProductSearch, ProductSearchPatch } from '@/features/products/lib/product-search';
import { RatingsPanel } from '@/features/ratings/components/ratings-panel';
import { ShopPage } from '@/features/shops/components/shop-page';
import { compact } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/shops/$shopId');

type ShopSearch = ReturnType<typeof route.useSearch>;

/** A shop's details with its products (the product list, for this shop) and its ratings. */
export function ShopScreen() {
  const { shopId } = route.useParams();
  const { tab, ...search } = route.useSearch();
  const navigate = route.useNavigate();
  const id = Number(shopId);

  const update = useCallback(
    (patch: ProductSearchPatch, options: { keepPage?: boolean } = {}) => {
      void navigate({
        search: (previous: ShopSearch) => {
          const next: Record<string, unknown> = { ...previous, ...patch };
          if (!options.keepPage) delete next.page;
          return compact(next) as ShopSearch;
        },
      });
    },
    [navigate],
  );

  const clear = useCallback(() => {
    void navigate({
      search: (previous: ShopSearch) =>
        compact({
          limit: previous.limit,
          orderBy: previous.orderBy,
          orderDirection: previous.orderDirection,
        }) as ShopSearch,
    });
  }, [navigate]);

  return (
    <ShopPage
      key={id}
      shopId={id}
      tab={tab ?? 'products'}
      panels={{
        products: (
          <ProductsList
            search={search as ProductSearch}
            fixedShopId={id}
            navigate={update}
            onClearFilters={clear}
          />
        ),
        ratings: <RatingsPanel target="shop" id={id} />,
      }}
    />
  );
}
