import { getRouteApi } from '@tanstack/react-router';
import { CourierPaymentsList } from '@/features/billing/components/courier-payments-list';
import type { CourierPaymentSearch } from '@/features/billing/lib/courier-payment-search';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/courier-payments');

export function CourierPaymentsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const { update } = useListSearch<CourierPaymentSearch>(navigate);

  return <CourierPaymentsList search={search} navigate={update} />;
}
