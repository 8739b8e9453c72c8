import { type ShopProductListQueryInput, shopProductOrderFields } from '@mp/contract/cms/products';
import { z } from 'zod';
import {
  compact,
  DEFAULT_PAGE_SIZE,
  directionParam,
  flagParam,
  idParam,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
  searchParam,
} from '@/lib/list-search';

export type ProductOrderField = (typeof shopProductOrderFields)[number];

/**
 * The product list's URL search params (`/merchant/product/?shopId=2&lowStock=true&page=2`).
 * Anything malformed is dropped rather than failing the page.
 */
export const productSearchSchema = z.object({
  shopId: idParam,
  status: z.enum(['listed', 'delisted']).optional().catch(undefined),
  lowStock: flagParam,
  outOfStock: flagParam,
  search: searchParam,
  page: pageParam,
  limit: pageSizeParam(PAGE_SIZES),
  orderBy: z.enum(shopProductOrderFields).optional().catch(undefined),
  orderDirection: directionParam,
});

export type ProductSearch = z.output<typeof productSearchSchema>;
export type ProductSearchPatch = Partial<
  Record<keyof ProductSearch, string | number | boolean | undefined>
>;

/**
 * The API query for the URL's search; `fixedShopId` is the shop page's own shop. The order is
 * stable by id unless the merchant sorts, so an edited row keeps its place.
 */
export function toListQuery(
  search: ProductSearch,
  fixedShopId?: number,
): ShopProductListQueryInput & { page: number; limit: number } {
  const shopId = fixedShopId ?? search.shopId;
  return compact({
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
    shopId,
    status: search.status,
    lowStock: search.lowStock ? ('true' as const) : undefined,
    outOfStock: search.outOfStock ? ('true' as const) : undefined,
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
      search.outOfStock ||
      search.search,
  );
}
