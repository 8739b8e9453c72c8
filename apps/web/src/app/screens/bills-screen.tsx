import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { BillSearchPatch } from '@/features/billing/components/bill-filters';
import { BillsList } from '@/features/billing/components/bills-list';
import type { BillSearch } from '@/features/billing/lib/bill-search';
import { ExportBillButton } from '@/features/exports/components/export-bill-button';

const route = getRouteApi('/merchant-guard/panel/merchant/bills');

export function BillsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const update = useCallback(
    (patch: BillSearchPatch, options: { keepPage?: boolean } = {}) => {
      void navigate({
        search: (previous: BillSearch) => {
          const next: Record<string, unknown> = { ...previous, ...patch };
          if (!options.keepPage) delete next.page;
          for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
          return next as BillSearch;
        },
      });
    },
    [navigate],
  );

  const clear = useCallback(() => {
    void navigate({
      search: (previous: BillSearch) => ({
        ...(previous.limit ? { limit: previous.limit } : {}),
        ...(previous.orderBy ? { orderBy: previous.orderBy } : {}),
        ...(previous.orderDirection ? { orderDirection: previous.orderDirection } : {}),
      }),
    });
  }, [navigate]);

  return (
    <BillsList
      search={search}
      navigate={update}
      onClearFilters={clear}
      billTools={(bill) => <ExportBillButton billId={bill.id} billNumber={bill.billNumber} />}
    />
  );
}
