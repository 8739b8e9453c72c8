import {
  type CourierPaymentListQuery,
  courierPaymentStatuses,
} from '@mp/contract/bms/courier-payments';
import { z } from 'zod';
import {
  compact,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
} from '@/lib/list-search';

export const COURIER_STATUS_TABS = ['all', ...courierPaymentStatuses] as const;
export type CourierStatusTab = (typeof COURIER_STATUS_TABS)[number];

/** `/merchant/courier-payments?status=all&page=1` (the menu's link). */
export const courierPaymentSearchSchema = z
  .object({
    status: z.enum(COURIER_STATUS_TABS).optional().catch(undefined),
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
  })
  .transform(compact);
export type CourierPaymentSearch = z.output<typeof courierPaymentSearchSchema>;

export function toCourierPaymentListQuery(search: CourierPaymentSearch): CourierPaymentListQuery {
  return {
    status: search.status ?? 'all',
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  };
}
