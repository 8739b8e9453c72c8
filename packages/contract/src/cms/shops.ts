import { z } from 'zod';
import { isoTimeSchema, pageQuerySchema } from '../common';

export const shopStatusSchema = z.enum(['active', 'inactive', 'suspended']);
export type ShopStatus = z.infer<typeof shopStatusSchema>;

/** GET cms/merchant/shops: the merchant's shops, oldest first. */
export const shopListQuerySchema = pageQuerySchema
  .extend({ status: shopStatusSchema.optional() })
  .strict();
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

export const shopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  status: shopStatusSchema,
  /** Every product of the shop, listed or delisted. */
  productCount: z.number().int(),
  listedProductCount: z.number().int(),
  /** Of the ratings of the shop as a seller (not its products); null while it has none. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  createdAt: isoTimeSchema,
});
export type Shop = z.infer<typeof shopSchema>;
