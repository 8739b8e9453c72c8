import { getRouteApi } from '@tanstack/react-router';
import { ProductsList } from '@/features/products/components/products-list';
import type { ProductSearch } from '@/features/products/lib/product-search';
import { RatingsPanel } from '@/features/ratings/components/ratings-panel';
import { ShopPage } from '@/features/shops/components/shop-page';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/shops/$shopId');

type ShopSearch = ReturnType<typeof route.useSearch>;

/** A shop's details with its products (the product list, for this shop) and its ratings. */
export function ShopScreen() {
  const { shopId } = route.useParams();
  const { tab, ...search } = route.useSearch();
  const navigate = route.useNavigate();
  const id = Number(shopId);

  const { update, clear } = useListSearch<ShopSearch>(navigate);

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
