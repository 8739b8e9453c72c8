import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CourierPaymentsList } from '@/features/billing/components/courier-payments-list';
import type { CourierPaymentSearch } from '@/features/billing/lib/courier-payment-search';

const route = getRouteApi('/merchant-guard/panel/merchant/courier-payments');

export function CourierPaymentsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const update = useCallback(
    (
      patch: Partial<{ [K in keyof CourierPaymentSearch]: CourierPaymentSearch[K] | undefined }>,
      options: { keepPage?: boolean } = {},
    ) => {
      void navigate({
        search: (previous: CourierPaymentSearch) => {
          const next: Record<string, unknown> = { ...previous, ...patch };
          if (!options.keepPage) delete next.page;
          for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
          return next as CourierPaymentSearch;
        },
      });
    },
    [navigate],
  );

  return <CourierPaymentsList search={search} navigate={update} />;
}
