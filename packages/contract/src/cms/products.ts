import { z } from 'zod';
import {
  booleanFlagSchema,
  idSchema,
  isoTimeSchema,
  moneySchema,
  pageQuerySchema,
  sortDirectionSchema,
} from '../common';
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
    shopId: idSchema.optional(),
    status: z.enum(['listed', 'delisted']).optional(),
    /** Only `true` filters (stock at or under the product's low-stock threshold). */
    lowStock: booleanFlagSchema.optional(),
    /** Only `true` filters (no stock left). */
    outOfStock: booleanFlagSchema.optional(),
    /** Part of the name or the SKU, case-insensitive. */
    search: z.string().trim().max(100).optional(),
    orderBy: z.enum(shopProductOrderFields).default('id'),
    orderDirection: sortDirectionSchema.default('asc'),
  })
  .strict();
export type ShopProductListQuery = z.infer<typeof shopProductListQuerySchema>;
/** What the panel sends (flags as `'true'`, as a URL and an export's JSON body carry them). */
export type ShopProductListQueryInput = z.input<typeof shopProductListQuerySchema>;

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
  /** Whether the threshold is the product's own (else the merchant's default). */
  ownLowStockThreshold: z.boolean(),
  lowStock: z.boolean(),
  deliveryCharge: z.number(),
  delisted: z.boolean(),
  status: z.enum(['listed', 'delisted']),
  updatedAt: isoTimeSchema,
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

/** What moved a product's stock or listing (decision 057). */
export const stockChangeKinds = [
  'manual',
  'order_placed',
  'order_cancelled',
  'auto_delisted',
  'auto_relisted',
] as const;
export type StockChangeKind = (typeof stockChangeKinds)[number];

const stockChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(stockChangeKinds),
  /** The order that took or returned the stock. */
  order: z.object({ id: z.number().int(), orderNumber: z.string() }).nullable(),
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

/** GET and PATCH cms/merchant/stock-settings: the merchant's stock rules (decision 057). */
export const stockSettingsSchema = z.object({
  /** Delist a product when its stock reaches 0; relist it when stock returns. */
  autoDelist: z.boolean(),
  /** The low-stock threshold of every product without one of its own. */
  lowStockThreshold: wholeStock,
});
export type StockSettings = z.infer<typeof stockSettingsSchema>;
export const updateStockSettingsBodySchema = stockSettingsSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send a setting to change' });

/**
 * PATCH cms/merchant/shop-products/{id}/low-stock-threshold, and its bulk form over `ids`:
 * a number is the product's own threshold; `null` makes it follow the merchant's again.
 */
export const lowStockThresholdBodySchema = z
  .object({ lowStockThreshold: wholeStock.nullable() })
  .strict();
export const bulkLowStockThresholdBodySchema = lowStockThresholdBodySchema
  .extend({ ids: z.array(idSchema).min(1).max(500) })
  .strict();

/** The most rows a bulk stock and delivery-charge file may carry. */
export const BULK_UPDATE_MAX_ROWS = 10_000;
/** A bulk file's most bytes (decoded). */
export const BULK_UPDATE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST cms/merchant/shop-products/bulk-update?format=csv|xlsx&apply=true|false, the file itself
 * as the body (`Content-Type: application/octet-stream`, at most BULK_UPDATE_MAX_BYTES): a CSV
 * or XLSX file whose rows name a shop (its name or id) and a SKU, with the new `stock`,
 * `delivery_charge` and/or `low_stock_threshold` (an empty cell changes nothing). `apply=false`
 * previews every row; `apply=true` applies every change or, when a row is wrong, none (400, each
 * wrong row in the details). Sent as it is, not as base64 in JSON: nothing of it is decoded or
 * parsed where every merchant's calls are served.
 */
export const bulkUpdateQuerySchema = z
  .object({
    format: z.enum(['csv', 'xlsx']),
    apply: booleanFlagSchema,
  })
  .strict();
export type BulkUpdateQuery = z.output<typeof bulkUpdateQuerySchema>;
/** The body's content type. */
export const BULK_UPDATE_CONTENT_TYPE = 'application/octet-stream';

const change = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value }).nullable();

/** One row of the file: what it changes, or why it cannot. */
const bulkUpdateRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  shop: z.string(),
  sku: z.string(),
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  stock: change(z.number().int()),
  deliveryCharge: change(z.number()),
  /** Set in the file: the product's own threshold from then on. */
  lowStockThreshold: change(z.number().int()),
  error: z.string().nullable(),
});
export type BulkUpdateRow = z.infer<typeof bulkUpdateRowSchema>;

export const bulkUpdateResultSchema = z.object({
  applied: z.boolean(),
  /** Rows that change something. */
  changes: z.number().int(),
  errors: z.number().int(),
  rows: z.array(bulkUpdateRowSchema),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

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
