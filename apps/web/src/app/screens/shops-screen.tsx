import { getRouteApi } from '@tanstack/react-router';
import { ShopList } from '@/features/shops/components/shop-list';

const route = getRouteApi('/merchant-guard/panel/merchant/shops');

export function ShopsScreen() {
  const { page } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <ShopList
      page={page ?? 1}
      onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
    />
  );
}
