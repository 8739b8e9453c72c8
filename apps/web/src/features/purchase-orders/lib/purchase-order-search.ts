import type { PurchaseOrderQueryInput } from '@mp/contract/oms/purchase-orders';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  dateParam,
  ordered,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
  scalar,
} from '@/lib/list-search';

/**
 * `/merchant/purchase-orders` search params, in the API's own names. A malformed value is dropped;
 * a reversed range is read the way the merchant meant it.
 */
export const purchaseOrderSearchSchema = z
  .object({
    orderCreatedAtStart: dateParam,
    orderCreatedAtEnd: dateParam,
    shopIds: scalar
      .transform((raw) =>
        raw
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0)
          .join(','),
      )
      .transform((value) => value || undefined)
      .optional()
      .catch(undefined),
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
  })
  .transform((search) => {
    const { from, to } = ordered(search.orderCreatedAtStart, search.orderCreatedAtEnd);
    return { ...search, orderCreatedAtStart: from, orderCreatedAtEnd: to };
  });
export type PurchaseOrderSearch = z.output<typeof purchaseOrderSearchSchema>;

export function toPurchaseOrderQuery(search: PurchaseOrderSearch): PurchaseOrderQueryInput {
  const query: PurchaseOrderQueryInput = {
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  };
  if (search.orderCreatedAtStart) query.orderCreatedAtStart = search.orderCreatedAtStart;
  if (search.orderCreatedAtEnd) query.orderCreatedAtEnd = search.orderCreatedAtEnd;
  if (search.shopIds) query.shopIds = search.shopIds;
  return query;
}
