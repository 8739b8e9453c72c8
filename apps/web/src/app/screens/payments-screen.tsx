import { getRouteApi } from '@tanstack/react-router';
import { PaymentsList } from '@/features/billing/components/payments-list';
import type { PaymentSearch } from '@/features/billing/lib/payment-search';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/payments');

export function PaymentsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const { update, clear } = useListSearch<PaymentSearch>(navigate);

  return <PaymentsList search={search} navigate={update} onClearFilters={clear} />;
}
