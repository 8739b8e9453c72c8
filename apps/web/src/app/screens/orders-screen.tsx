import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SearchPatch } from '@/features/orders/components/order-filters';
import { OrdersList } from '@/features/orders/components/orders-list';
import { isOrderStageParam, type OrderSearch } from '@/features/orders/lib/order-search';

const route = getRouteApi('/merchant-guard/panel/merchant/orders/$stage');

export function OrdersScreen() {
  const { stage } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const update = useCallback(
    (patch: SearchPatch, options: { keepPage?: boolean } = {}) => {
      void navigate({
        search: (previous: OrderSearch) => {
          const next: Record<string, unknown> = { ...previous, ...patch };
          if (!options.keepPage) delete next.page;
          for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
          return next as OrderSearch;
        },
      });
    },
    [navigate],
  );

  const clear = useCallback(() => {
    void navigate({
      search: (previous: OrderSearch) => ({
        ...(previous.limit ? { limit: previous.limit } : {}),
        ...(previous.orderBy ? { orderBy: previous.orderBy } : {}),
        ...(previous.orderDirection ? { orderDirection: previous.orderDirection } : {}),
      }),
    });
  }, [navigate]);

  if (!isOrderStageParam(stage)) return null;
  return (
    <OrdersList
      key={stage}
      stage={stage}
      search={search}
      navigate={update}
      onClearFilters={clear}
    />
  );
}
