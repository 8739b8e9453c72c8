import { z } from 'zod';
import { isoTimeSchema, moneySchema, pageQuerySchema, sortDirectionSchema } from '../common';
import { ratingSummarySchema } from '../rms/ratings';
import { shopStatusSchema } from './shops';

export const MAX_STOCK = 1_000_000;
export const MAX_DELIVERY_CHARGE = 10_000;

export const shopProductOrderFields = [
  'id',
  'name',
  'sku',
  'price',
  'stock',
  'deliveryCharge',
  'updatedAt',
] as const;

/** GET cms/merchant/shop-products. */
export const shopProductListQuerySchema = pageQuerySchema
  .extend({
    shopId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    status: z.enum(['listed', 'delisted']).optional(),
    /** Only `true` filters (stock at or under the product's low-stock threshold). */
    lowStock: z.enum(['true', 'false']).optional(),
    /** Only `true` filters (no stock left). */
    outOfStock: z.enum(['true', 'false']).optional(),
    /** Part of the name or the SKU, case-insensitive. */
    search: z.string().trim().max(100).optional(),
    orderBy: z.enum(shopProductOrderFields).default('id'),
    orderDirection: sortDirectionSchema.default('asc'),
  })
  .strict();
export type ShopProductListQuery = z.infer<typeof shopProductListQuerySchema>;

export const shopProductSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  catalogueProductId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  lowStock: z.boolean(),
  deliveryCharge: z.number(),
  delisted: z.boolean(),
  status: z.enum(['listed', 'delisted']),
  updatedAt: isoTimeSchema,
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

const stockChangeSchema = z.object({
  id: z.number().int(),
  previousStock: z.number().int(),
  newStock: z.number().int(),
  delta: z.number().int(),
  reason: z.string().nullable(),
  changedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changedAt: isoTimeSchema,
});
export type StockChange = z.infer<typeof stockChangeSchema>;

/** GET cms/merchant/shop-products/{id}. */
export const shopProductDetailsSchema = shopProductSchema.extend({
  shop: z.object({ id: z.number().int(), name: z.string(), status: shopStatusSchema }),
  catalogueProduct: z.object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string().nullable(),
    category: z.string(),
    image: z.string().nullable(),
  }),
  /** The last 20 changes, newest first. */
  stockHistory: z.array(stockChangeSchema),
  ratingSummary: ratingSummarySchema,
});
export type ShopProductDetails = z.infer<typeof shopProductDetailsSchema>;

const wholeStock = z.number().int().min(0).max(MAX_STOCK);

/**
 * PATCH cms/merchant/shop-products/{id}/stock: exactly one of
 * - `stock` (the new count; with `expectedStock` only applied while the count is still that,
 *   else 409 CONFLICT), or
 * - `delta` (a relative change such as -1, applied atomically; 409 if it would go below 0).
 */
export const updateStockBodySchema = z
  .object({
    stock: wholeStock.optional(),
    expectedStock: wholeStock.optional(),
    delta: z.number().int().min(-MAX_STOCK).max(MAX_STOCK).optional(),
    reason: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.stock === undefined) === (body.delta === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['stock'],
        message: 'Send exactly one of stock or delta',
      });
    }
    if (body.delta === 0) {
      ctx.addIssue({ code: 'custom', path: ['delta'], message: 'A change of 0 changes nothing' });
    }
    if (body.expectedStock !== undefined && body.stock === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['expectedStock'],
        message: 'expectedStock goes with stock, not with delta',
      });
    }
  });
export type UpdateStockBody = z.infer<typeof updateStockBodySchema>;

/** PATCH cms/merchant/shop-products/{id}. */
export const updateShopProductBodySchema = z
  .object({
    deliveryCharge: moneySchema.min(0).max(MAX_DELIVERY_CHARGE),
  })
  .strict();

/** PATCH cms/merchant/shop-products/{id}/delist: `false` relists. */
export const delistBodySchema = z.object({ delisted: z.boolean() }).strict();

/** GET cms/public/products/{id}/shop-products: only what is public about each offer. */
export const publicOfferQuerySchema = pageQuerySchema.strict();

export const publicOfferSchema = z.object({
  shopProductId: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  price: z.number(),
  deliveryCharge: z.number(),
  inStock: z.boolean(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;
