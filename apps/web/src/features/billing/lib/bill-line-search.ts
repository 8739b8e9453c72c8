import { type BillLineQuery, billLineKinds } from '@mp/contract/bms/bills';
import { z } from 'zod';
import {
  compact,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
} from '@/lib/list-search';

/** `/merchant/bills/12?kind=commission&orderId=1146&page=2` */
export const billLineSearchSchema = z
  .object({
    kind: z.enum(billLineKinds).optional().catch(undefined),
    orderId: z.coerce.number().int().positive().optional().catch(undefined),
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
  })
  .transform(compact);
export type BillLineSearch = z.output<typeof billLineSearchSchema>;

export function toBillLineQuery(search: BillLineSearch): BillLineQuery {
  return compact({
    kind: search.kind,
    orderId: search.orderId,
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  });
}
