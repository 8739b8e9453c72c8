import {
  type ShopProductListQuery,
  type shopProductListQuerySchema,
  shopProductOrderFields,
} from '@mp/contract/cms/products';
import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type ProductOrderField = (typeof shopProductOrderFields)[number];
export type ShopProductListQueryInput = z.input<typeof shopProductListQuerySchema>;

// The router reads `?search=135` as a JSON number and `?lowStock=true` as a boolean.
const scalar = z.union([z.string(), z.number()]).transform(String);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => {
  return value === true || value === 'true' ? true : undefined;
});

/**
 * The product list's URL search params (`/merchant/product/?shopId=2&lowStock=true&page=2`).
 * Anything malformed is dropped rather than failing the page.
 */
export const productSearchSchema = z.object({
  shopId: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  status: z.enum(['listed', 'delisted']).optional().catch(undefined),
  lowStock: flag.optional().catch(undefined),
  search: scalar
    .transform((value) => value.trim().slice(0, 100) || undefined)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .optional()
    .catch(undefined),
  orderBy: z.enum(shopProductOrderFields).optional().catch(undefined),
  orderDirection: z.enum(['asc', 'desc']).optional().catch(undefined),
});

export type ProductSearch = z.output<typeof productSearchSchema>;
export type ProductSearchPatch = Partial<
  Record<keyof ProductSearch, string | number | boolean | undefined>
>;

/** Drops the params that are not set, so URLs stay short. */
export function cleanSearch<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The API query for the URL's search; `fixedShopId` is the shop page's own shop. The order is
 * stable by id unless the merchant sorts, so an edited row keeps its place.
 */
export function toListQuery(search: ProductSearch, fixedShopId?: number): ShopProductListQuery {
  const shopId = fixedShopId ?? search.shopId;
  return cleanSearch({
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
    shopId,
    status: search.status,
    lowStock: search.lowStock ? ('true' as const) : undefined,
    search: search.search,
    orderBy: search.orderBy ?? 'id',
    orderDirection: search.orderDirection ?? 'asc',
  });
}

export function hasFilters(search: ProductSearch, fixedShopId?: number): boolean {
  return Boolean(
    (fixedShopId === undefined && search.shopId) ||
      search.status ||
      search.lowStock ||
      search.search,
  );
}

/** The row's serial number across pages: (page-1)*pageSize + index + 1. */
export function serialNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
