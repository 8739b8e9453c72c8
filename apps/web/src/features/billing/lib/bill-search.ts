import { approvalStatuses } from '@mp/contract/bms/approvals';
import type { BillListQuery } from '@mp/contract/bms/bills';
import { z } from 'zod';
import {
  compact,
  DEFAULT_PAGE_SIZE,
  dateParam,
  directionParam,
  ordered,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
} from '@/lib/list-search';

export const APPROVAL_FILTERS = ['all', ...approvalStatuses] as const;
const BILL_SORT_FIELDS = ['periodStart', 'totalBillAmount', 'createdAt'] as const;

/** `/merchant/bills?approvalStatus=approved&periodFrom=2025-01-01&orderBy=totalBillAmount&page=2` */
export const billSearchSchema = z
  .object({
    approvalStatus: z.enum(APPROVAL_FILTERS).optional().catch(undefined),
    periodFrom: dateParam,
    periodTo: dateParam,
    orderBy: z.enum(BILL_SORT_FIELDS).optional().catch(undefined),
    orderDirection: directionParam,
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
  })
  .transform((search) => {
    const { from, to } = ordered(search.periodFrom, search.periodTo);
    return compact({ ...search, periodFrom: from, periodTo: to });
  });
export type BillSearch = z.output<typeof billSearchSchema>;

/** Newest period first unless the URL sorts otherwise. */
export function toBillListQuery(search: BillSearch): BillListQuery {
  return compact({
    approvalStatus: search.approvalStatus ?? 'all',
    periodFrom: search.periodFrom,
    periodTo: search.periodTo,
    orderBy: search.orderBy ?? 'periodStart',
    orderDirection: search.orderDirection ?? 'desc',
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  });
}

export function hasBillFilters(search: BillSearch): boolean {
  return Boolean(
    (search.approvalStatus && search.approvalStatus !== 'all') ||
      search.periodFrom ||
      search.periodTo,
  );
}
