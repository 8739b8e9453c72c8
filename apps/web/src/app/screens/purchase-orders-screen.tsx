import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { StageBadge } from '@/features/orders/components/stage-badge';
import { PurchaseOrdersList } from '@/features/purchase-orders/components/purchase-orders-list';
import type { PurchaseOrderSearch } from '@/features/purchase-orders/lib/purchase-order-search';

const route = getRouteApi('/merchant-guard/panel/merchant/purchase-orders');

export function PurchaseOrdersScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<PurchaseOrderSearch>) => {
      void navigate({
        search: (previous: PurchaseOrderSearch) => {
          const next: Record<string, unknown> = { ...previous, page: undefined, ...patch };
          for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
          return next as PurchaseOrderSearch;
        },
      });
    },
    [navigate],
  );
  const clear = useCallback(() => void navigate({ search: {} }), [navigate]);
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
