import { getRouteApi } from '@tanstack/react-router';
import { PrintSheet } from '@/features/printing/components/print-sheet';
import { useInvoiceMerchant } from './use-invoice-merchant';

const route = getRouteApi('/merchant-guard/merchant/print-order/$id');

/** One order's invoice, without the panel layout; `?noprint=1` skips the print dialog. */
export function PrintOrderScreen() {
  const { id } = route.useParams();
  const { noprint } = route.useSearch();
  const merchant = useInvoiceMerchant();
  return (
    <PrintSheet ids={[Number(id)]} noPrint={noprint === true} {...(merchant ? { merchant } : {})} />
  );
}
