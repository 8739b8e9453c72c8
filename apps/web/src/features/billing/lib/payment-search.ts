import { type PaymentListQuery, paymentMethods } from '@mp/contract/bms/payments';
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
import { APPROVAL_FILTERS } from './bill-search';

const PAYMENT_SORT_FIELDS = ['paidAt', 'amount'] as const;

/** How an online payment attempt ended, as the provider sends the payer back (`?paid={tranId}`). */
const PAYMENT_OUTCOMES = ['paid', 'pending', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

// `?paid=1234` reads as a JSON number in the router: accept both.
const tranIdParam = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, 64))
  .optional()
  .catch(undefined);

/** `/merchant/payments?approvalStatus=pending&method=online&paidFrom=2025-01-01&page=2` */
export const paymentSearchSchema = z
  .object({
    approvalStatus: z.enum(APPROVAL_FILTERS).optional().catch(undefined),
    method: z.enum(paymentMethods).optional().catch(undefined),
    paidFrom: dateParam,
    paidTo: dateParam,
    orderBy: z.enum(PAYMENT_SORT_FIELDS).optional().catch(undefined),
    orderDirection: directionParam,
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
    paid: tranIdParam,
    pending: tranIdParam,
    failed: tranIdParam,
    cancelled: tranIdParam,
  })
  .transform((search) => {
    const { from, to } = ordered(search.paidFrom, search.paidTo);
    return compact({ ...search, paidFrom: from, paidTo: to });
  });
export type PaymentSearch = z.output<typeof paymentSearchSchema>;

/** The outcome the payer came back with, if any (paid wins should several be present). */
export function paymentReturn(
  search: PaymentSearch,
): { outcome: PaymentOutcome; tranId: string } | undefined {
  for (const outcome of PAYMENT_OUTCOMES) {
    const tranId = search[outcome];
    if (tranId !== undefined) return { outcome, tranId };
  }
  return undefined;
}

/** Newest payment first unless the URL sorts otherwise. */
export function toPaymentListQuery(search: PaymentSearch): PaymentListQuery {
  return compact({
    approvalStatus: search.approvalStatus ?? 'all',
    method: search.method,
    paidFrom: search.paidFrom,
    paidTo: search.paidTo,
    orderBy: search.orderBy ?? 'paidAt',
    orderDirection: search.orderDirection ?? 'desc',
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  });
}

export function hasPaymentFilters(search: PaymentSearch): boolean {
  return Boolean(
    (search.approvalStatus && search.approvalStatus !== 'all') ||
      search.method ||
      search.paidFrom ||
      search.paidTo,
  );
}
