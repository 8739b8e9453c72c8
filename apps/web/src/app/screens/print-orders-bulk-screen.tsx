import { getRouteApi } from '@tanstack/react-router';
import { PrintSheet } from '@/features/printing/components/print-sheet';
import { parsePrintIds } from '@/features/printing/lib/print-ids';
import { useInvoiceMerchant } from './use-invoice-merchant';

const route = getRouteApi('/merchant-guard/merchant/print-order/bulk');

/** Several invoices as one sheet, a page each (`?ids=1,2,3`), without the panel layout. */
export function PrintOrdersBulkScreen() {
  const { ids, noprint } = route.useSearch();
  const merchant = useInvoiceMerchant();
  return (
    <PrintSheet
      ids={parsePrintIds(ids)}
      noPrint={noprint === true}
      {...(merchant ? { merchant } : {})}
    />
  );
}
