import { getRouteApi } from '@tanstack/react-router';
import { useBill } from '@/features/billing/api/get-bill';
import { BillDetail } from '@/features/billing/components/bill-detail';
import type { BillLineSearch } from '@/features/billing/lib/bill-line-search';
import { ExportBillButton } from '@/features/exports/components/export-bill-button';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/bills/$billId');

export function BillScreen() {
  const billId = Number(route.useParams().billId);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { update, clear } = useListSearch<BillLineSearch>(navigate);
  const bill = useBill(billId);
  return (
    <BillDetail
      billId={billId}
      search={search}
      navigate={update}
      onClearFilters={clear}
      toolbar={
        bill.data ? <ExportBillButton billId={billId} billNumber={bill.data.billNumber} /> : null
      }
    />
  );
}
