import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PaymentSearchPatch } from '@/features/billing/components/payment-filters';
import { PaymentsList } from '@/features/billing/components/payments-list';
import type { PaymentSearch } from '@/features/billing/lib/payment-search';

const route = getRouteApi('/merchant-guard/panel/merchant/payments');

export function PaymentsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const update = useCallback(
    (patch: PaymentSearchPatch, options: { keepPage?: boolean } = {}) => {
      void navigate({
        search: (previous: PaymentSearch) => {
          const next: Record<string, unknown> = { ...previous, ...patch };
          if (!options.keepPage) delete next.page;
          for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
          return next as PaymentSearch;
        },
      });
    },
    [navigate],
  );

  const clear = useCallback(() => {
    void navigate({
      search: (previous: PaymentSearch) => ({
        ...(previous.limit ? { limit: previous.limit } : {}),
        ...(previous.orderBy ? { orderBy: previous.orderBy } : {}),
        ...(previous.orderDirection ? { orderDirection: previous.orderDirection } : {}),
      }),
    });
  }, [navigate]);

  return <PaymentsList search={search} navigate={update} onClearFilters={clear} />;
}
