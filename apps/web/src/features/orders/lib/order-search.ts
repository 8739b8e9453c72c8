import {
  cancelReasonCodes,
  deliveryChargePaymentStatuses,
  type OrderCountQuery,
  type OrderListQueryInput,
  type OrderStage,
  orderSortFields,
  orderStages,
  orderTypes,
  paymentProofStatuses,
} from '@mp/contract/oms/orders';
import { z } from 'zod';
import {
  compact,
  DEFAULT_PAGE_SIZE,
  dateParam,
  directionParam,
  idParam,
  ordered,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
  scalar,
  searchParam,
} from '@/lib/list-search';

/** `all` plus every stage: the `$stage` of `/merchant/orders/$stage`. */
export type OrderStageParam = 'all' | OrderStage;

/** The Ready for Pickup entry's filter (spec 2), applied when the URL does not choose one. */
const READY_FOR_PICKUP_DEFAULTS = {
  deliveryChargePaymentStatus: 'paid',
  orderTypes: 'COD,B2B',
} as const;

const csv = (raw: string) =>
  raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Known types in the contract's order, `COD,B2B` when both. */
function canonicalTypes(raw: string) {
  const chosen = new Set(csv(raw).map((part) => part.toUpperCase()));
  const types = orderTypes.filter((type) => chosen.has(type));
  return types.length > 0 ? types.join(',') : undefined;
}

/** Known reasons in the contract's order, comma-separated. */
function canonicalCancelReasons(raw: string) {
  const chosen = new Set(csv(raw));
  const reasons = cancelReasonCodes.filter((code) => chosen.has(code));
  return reasons.length > 0 ? reasons.join(',') : undefined;
}

function canonicalShopIds(raw: string) {
  const ids = [...new Set(csv(raw).map(Number))].filter(
    (id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647,
  );
  return ids.length > 0 ? ids.slice(0, 100).join(',') : undefined;
}

/**
 * The list's URL search params: anything malformed is dropped rather than failing the page.
 * Multi-value filters stay comma-separated strings, as in the spec's links.
 * `deliveryChargePaymentStatus=all` means "any", overriding Ready for Pickup's default.
 */
export const orderSearchSchema = z
  .object({
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
    orderTypes: scalar.transform(canonicalTypes).optional().catch(undefined),
    deliveryChargePaymentStatus: z
      .enum([...deliveryChargePaymentStatuses, 'all'])
      .optional()
      .catch(undefined),
    shopIds: scalar.transform(canonicalShopIds).optional().catch(undefined),
    createdFrom: dateParam,
    createdTo: dateParam,
    search: searchParam,
    orderBy: z.enum(orderSortFields).optional().catch(undefined),
    orderDirection: directionParam,
    /** `false`: only orders whose invoice was never printed. */
    printed: z.enum(['true', 'false']).optional().catch(undefined),
    paymentProofStatus: z.enum(paymentProofStatuses).optional().catch(undefined),
    cancelReasons: scalar.transform(canonicalCancelReasons).optional().catch(undefined),
    /** The order the pager's Next (Previous) came from: the API pages from it (decision 038). */
    after: idParam,
    before: idParam,
  })
  .transform((search) => {
    const { from, to } = ordered(search.createdFrom, search.createdTo);
    return compact<typeof search>({ ...search, createdFrom: from, createdTo: to });
  });

export type OrderSearch = z.output<typeof orderSearchSchema>;

/** The stage's default filter when the URL chooses none (only Ready for Pickup has one). */
export function withStageDefaults(stage: OrderStageParam, search: OrderSearch): OrderSearch {
  if (stage !== 'dispatch_requestable') return search;
  return {
    ...search,
    deliveryChargePaymentStatus:
      search.deliveryChargePaymentStatus ?? READY_FOR_PICKUP_DEFAULTS.deliveryChargePaymentStatus,
    orderTypes: search.orderTypes ?? READY_FOR_PICKUP_DEFAULTS.orderTypes,
  };
}

/**
 * The filters the person chose on a stage's list: its URL less the page, and less the stage's own
 * defaults (on Ready for Pickup, a paid delivery charge and both order types), which are the
 * list's, not a choice to carry to the other stages. A default chosen by hand reads the same.
 */
export function chosenFilters(stage: OrderStageParam, search: OrderSearch): OrderSearch {
  const { page: _page, after: _after, before: _before, ...kept } = search;
  if (stage !== 'dispatch_requestable') return kept;
  const { deliveryChargePaymentStatus, orderTypes, ...rest } = kept;
  return compact<OrderSearch>({
    ...rest,
    deliveryChargePaymentStatus:
      deliveryChargePaymentStatus === READY_FOR_PICKUP_DEFAULTS.deliveryChargePaymentStatus
        ? undefined
        : deliveryChargePaymentStatus,
    orderTypes: orderTypes === READY_FOR_PICKUP_DEFAULTS.orderTypes ? undefined : orderTypes,
  });
}

export function needsStageDefaults(stage: OrderStageParam, search: OrderSearch): boolean {
  const withDefaults = withStageDefaults(stage, search);
  return (
    withDefaults.deliveryChargePaymentStatus !== search.deliveryChargePaymentStatus ||
    withDefaults.orderTypes !== search.orderTypes
  );
}

/** The filters shared by the list and the stage counts, as the API reads them. */
export function toCountQuery(search: OrderSearch): Partial<Record<keyof OrderCountQuery, string>> {
  const query: Partial<Record<keyof OrderCountQuery, string>> = {};
  if (search.orderTypes) query.orderTypes = search.orderTypes;
  if (search.deliveryChargePaymentStatus && search.deliveryChargePaymentStatus !== 'all') {
    query.deliveryChargePaymentStatus = search.deliveryChargePaymentStatus;
  }
  if (search.shopIds) query.shopIds = search.shopIds;
  if (search.createdFrom) query.createdFrom = search.createdFrom;
  if (search.createdTo) query.createdTo = search.createdTo;
  if (search.search) query.search = search.search;
  if (search.printed) query.printed = search.printed;
  if (search.paymentProofStatus) query.paymentProofStatus = search.paymentProofStatus;
  if (search.cancelReasons) query.cancelReasons = search.cancelReasons;
  return query;
}

export function toListQuery(stage: OrderStageParam, search: OrderSearch): OrderListQueryInput {
  const query: OrderListQueryInput = {
    ...(toCountQuery(search) as OrderListQueryInput),
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
    orderBy: search.orderBy ?? 'createdAt',
    orderDirection: search.orderDirection ?? 'desc',
  };
  if (stage !== 'all') query.stage = stage;
  if (search.after) query.after = search.after;
  else if (search.before) query.before = search.before;
  return query;
}

/** Whether any filter of the bar is set (for "clear filters" and the empty state). */
export function hasFilters(search: OrderSearch, stage: OrderStageParam): boolean {
  const query = toCountQuery(search);
  const defaults = toCountQuery(withStageDefaults(stage, {}));
  const keys = new Set([...Object.keys(query), ...Object.keys(defaults)]) as Set<
    keyof typeof query
  >;
  return [...keys].some((key) => query[key] !== defaults[key]);
}

export const ORDER_STAGE_PARAMS: readonly OrderStageParam[] = ['all', ...orderStages];

export function isOrderStageParam(value: string): value is OrderStageParam {
  return (ORDER_STAGE_PARAMS as readonly string[]).includes(value);
}
