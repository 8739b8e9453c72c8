import { getRouteApi } from '@tanstack/react-router';
import { ShopList } from '@/features/shops/components/shop-list';
import { pagerNavigation, useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/shops');

export function ShopsScreen() {
  const { page } = route.useSearch();
  const { update } = useListSearch<{ page?: number }>(route.useNavigate());
  return <ShopList page={page ?? 1} onPageChange={pagerNavigation(update).onPageChange} />;
}
