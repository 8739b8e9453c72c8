import type { PurchaseOrderQueryInput } from '@mp/contract/oms/purchase-orders';
import { z } from 'zod';

export const PO_PAGE_SIZES = [10, 20, 50, 100] as const;
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `/merchant/purchase-orders` search params, in the API's own names. A malformed value is dropped;
 * a reversed range is read the way the merchant meant it.
 */
export const purchaseOrderSearchSchema = z
  .object({
    orderCreatedAtStart: dateOnly.optional().catch(undefined),
    orderCreatedAtEnd: dateOnly.optional().catch(undefined),
    shopIds: z
      .union([z.string(), z.number()])
      .transform((raw) =>
        String(raw)
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0)
          .join(','),
      )
      .transform((value) => value || undefined)
      .optional()
      .catch(undefined),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    limit: z.coerce
      .number()
      .int()
      .refine((value) => (PO_PAGE_SIZES as readonly number[]).includes(value))
      .optional()
      .catch(undefined),
  })
  .transform((search) => {
    const { orderCreatedAtStart: start, orderCreatedAtEnd: end } = search;
    return start && end && start > end
      ? { ...search, orderCreatedAtStart: end, orderCreatedAtEnd: start }
      : search;
  });
export type PurchaseOrderSearch = z.output<typeof purchaseOrderSearchSchema>;

export function toPurchaseOrderQuery(search: PurchaseOrderSearch): PurchaseOrderQueryInput {
  const query: PurchaseOrderQueryInput = { page: search.page ?? 1, limit: search.limit ?? 20 };
  if (search.orderCreatedAtStart) query.orderCreatedAtStart = search.orderCreatedAtStart;
  if (search.orderCreatedAtEnd) query.orderCreatedAtEnd = search.orderCreatedAtEnd;
  if (search.shopIds) query.shopIds = search.shopIds;
  return query;
}
