import { getRouteApi } from '@tanstack/react-router';
import { ExportProductsButton } from '@/features/exports/components/export-products-button';
import { BulkUpdateButton } from '@/features/products/components/bulk-update-dialog';
import { ProductsList } from '@/features/products/components/products-list';
import { StockSettingsButton } from '@/features/products/components/stock-settings-dialog';
import { type ProductSearch, toListQuery } from '@/features/products/lib/product-search';
import { SaveViewButton } from '@/features/saved-views/components/save-view-button';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/product');

export function ProductsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const { update, clear } = useListSearch<ProductSearch>(navigate);

  return (
    <ProductsList
      search={search}
      navigate={update}
      onClearFilters={clear}
      toolbar={
        <>
          <SaveViewButton list="products" />
          <BulkUpdateButton />
          <StockSettingsButton />
          <ExportProductsButton filters={toListQuery(search)} />
        </>
      }
    />
  );
}
