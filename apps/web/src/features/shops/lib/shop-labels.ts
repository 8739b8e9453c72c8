import type { ShopListQuery, ShopStatus } from '@mp/contract/cms/shops';
import type { BadgeTone } from '@/components/ui/badge';
import type { MessageKey } from '@/lib/i18n/en';

export const SHOP_STATUS_LABEL: Record<ShopStatus, MessageKey> = {
  active: 'shops.status.active',
  inactive: 'shops.status.inactive',
  suspended: 'shops.status.suspended',
};

export const SHOP_STATUS_TONE: Record<ShopStatus, BadgeTone> = {
  active: 'green',
  inactive: 'neutral',
  suspended: 'red',
};

export const SHOPS_PAGE_SIZE = 12;

/** The shop cards' page as the API reads it (the list and the route's loader ask the same). */
export const toShopListQuery = (page = 1): ShopListQuery => ({ page, limit: SHOPS_PAGE_SIZE });

/** Address and city, without repeating the city when the address already ends with it. */
export function shopAddress(shop: { address: string | null; city: string | null }): string {
  const address = shop.address?.trim() ?? '';
  const city = shop.city?.trim() ?? '';
  if (!city || address.toLowerCase().endsWith(city.toLowerCase())) return address;
  return address ? `${address}, ${city}` : city;
}
