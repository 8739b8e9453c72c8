import { getRouteApi } from '@tanstack/react-router';
import { StageBadge } from '@/features/orders/components/stage-badge';
import { PurchaseOrdersList } from '@/features/purchase-orders/components/purchase-orders-list';
import type { PurchaseOrderSearch } from '@/features/purchase-orders/lib/purchase-order-search';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/purchase-orders');

const nothing = () => ({});

export function PurchaseOrdersScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { update, clear } = useListSearch<PurchaseOrderSearch>(navigate, nothing);
  return (
    <PurchaseOrdersList
      search={search}
      onSearchChange={update}
      onClear={clear}
      renderStage={(stage) => <StageBadge stage={stage} />}
      orderHref={(id) => `/merchant/order/${id}`}
    />
  );
}
