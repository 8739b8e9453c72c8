import { type CodListQuery, codStatuses } from '@mp/contract/oms/cod';
import { z } from 'zod';
import {
  compact,
  DEFAULT_PAGE_SIZE,
  flagParam,
  idParam,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
} from '@/lib/list-search';

/** `/merchant/cod?status=collected&overdue=true&page=2`; `courierPaymentId`: one payment's orders. */
export const codSearchSchema = z
  .object({
    status: z.enum(codStatuses).optional().catch(undefined),
    overdue: flagParam,
    courierPaymentId: idParam,
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
  })
  .transform(compact);
export type CodSearch = z.output<typeof codSearchSchema>;

export function toCodListQuery(search: CodSearch): CodListQuery {
  return compact({
    status: search.status,
    overdue: search.overdue,
    courierPaymentId: search.courierPaymentId,
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  });
}
