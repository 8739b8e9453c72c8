import { getRouteApi } from '@tanstack/react-router';
import { BillsList } from '@/features/billing/components/bills-list';
import type { BillSearch } from '@/features/billing/lib/bill-search';
import { ExportBillButton } from '@/features/exports/components/export-bill-button';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/bills');

export function BillsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const { update, clear } = useListSearch<BillSearch>(navigate);

  return (
    <BillsList
      search={search}
      navigate={update}
      onClearFilters={clear}
      billTools={(bill) => <ExportBillButton billId={bill.id} billNumber={bill.billNumber} />}
    />
  );
}
