import { z } from 'zod';

export const SHOP_TABS = ['products', 'ratings'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

/** `?tab=ratings` on a shop's page; anything else is the products tab. */
export const shopTabSchema = z.enum(SHOP_TABS).optional().catch(undefined);
