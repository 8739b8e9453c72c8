import type { ShopStatus } from '@mp/contract/cms/shops';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';
import { SHOP_STATUS_LABEL, SHOP_STATUS_TONE } from '../lib/shop-labels';

export function ShopStatusBadge({ status }: { status: ShopStatus }) {
  const t = useT();
  return <Badge tone={SHOP_STATUS_TONE[status]}>{t(SHOP_STATUS_LABEL[status])}</Badge>;
}
