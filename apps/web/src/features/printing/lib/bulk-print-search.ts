import { type OrderListQueryInput, type OrderStage, orderStages } from '@mp/contract/oms/orders';
import { z } from 'zod';
import { pageParam, searchParam } from '@/lib/list-search';

export const BULK_PAGE_SIZE = 50;

/**
 * `/merchant/bulk/` search params. By default only the orders not yet printed show
 * (`printed=any` shows them all); anything malformed is dropped rather than failing the page.
 */
export const bulkPrintSearchSchema = z.object({
  stage: z.enum(orderStages).optional().catch(undefined),
  printed: z.literal('any').optional().catch(undefined),
  search: searchParam,
  page: pageParam,
});
export type BulkPrintSearch = z.output<typeof bulkPrintSearchSchema>;

export function toCandidateQuery(search: BulkPrintSearch): OrderListQueryInput {
  const query: OrderListQueryInput = {
    page: search.page ?? 1,
    limit: BULK_PAGE_SIZE,
    orderBy: 'createdAt',
    orderDirection: 'desc',
  };
  if (search.stage) query.stage = search.stage satisfies OrderStage;
  if (search.printed !== 'any') query.printed = 'false';
  if (search.search) query.search = search.search;
  return query;
}
