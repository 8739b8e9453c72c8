import { getRouteApi } from '@tanstack/react-router';
import { PaymentReceipt } from '@/features/billing/components/payment-receipt';
import { useInvoiceMerchant } from './use-invoice-merchant';

const route = getRouteApi('/merchant-guard/merchant/print-receipt/$id');

/** One payment's receipt, without the panel layout; `?noprint=1` skips the print dialog. */
export function PrintReceiptScreen() {
  const { id } = route.useParams();
  const { noprint } = route.useSearch();
  const merchant = useInvoiceMerchant();
  return (
    <PaymentReceipt
      paymentId={Number(id)}
      noPrint={noprint === true}
      {...(merchant ? { merchant } : {})}
    />
  );
}
