import { joinAddress } from '@mp/contract/cms/merchants';
import { useCurrentMerchant } from '@/features/merchants/lib/use-current-merchant';
import type { InvoiceMerchant } from '@/features/printing/components/invoice';
import { mediaUrl } from '@/lib/media';

/** The current merchant as the invoice header shows it. */
export function useInvoiceMerchant(): InvoiceMerchant | undefined {
  const { merchant } = useCurrentMerchant();
  if (!merchant) return undefined;
  const logoUrl = mediaUrl(merchant.logo);
  return {
    name: merchant.name,
    address: joinAddress(merchant),
    ...(logoUrl ? { logoUrl } : {}),
    ...(merchant.phone ? { phone: merchant.phone } : {}),
  };
}
