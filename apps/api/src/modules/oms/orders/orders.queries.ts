import type { OrderDailyQuery, OrderFilters, OrderListQuery } from '@mp/contract/oms/orders';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { containsPattern, withinDhakaDays } from '../../../lib/sql-filters';
import { shops } from '../../cms/shops/shops.table';
import { orderCounts, orderStageCounts, orders } from './orders.table';

/**
 * What the search box looks in, as `orders_merchant_search_idx` indexes it (the expression must
 * stay the same for the index to serve): order number, customer name and phone.
 */
export const orderSearchedText = sql`(${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.customerPhone})`;

/**
 * A phone is stored as 01712345678: typed with spaces or dashes, or with the country code
 * (+880 1712..., 8801712...), it is searched as the digits the stored number contains.
 */
function searchTerm(search: string) {
  if (!/^\+?[\d\s-]+$/.test(search)) return search;
  return search.replace(/[\s-]/g, '').replace(/^\+?880(?=\d{4})/, '');
}

/**
 * The filters `orders` and its kept counts both carry, on either table. Every condition starts
 * with the merchant in scope, so the indexes lead with merchant_id.
 */
function keyConditions(
  table: typeof orders | typeof orderCounts,
  merchantId: number,
  filters: OrderFilters,
) {
  return [
    eq(table.merchantId, merchantId),
    filters.stage?.length ? inArray(table.stage, filters.stage) : undefined,
    filters.orderTypes?.length ? inArray(table.orderType, filters.orderTypes) : undefined,
    filters.deliveryChargePaymentStatus
      ? eq(table.deliveryChargePaymentStatus, filters.deliveryChargePaymentStatus)
      : undefined,
    filters.shopIds?.length ? inArray(table.shopId, filters.shopIds) : undefined,
  ];
}

/**
 * How a search may match a customer's phone: by any part (`part`), or, for a role that sees
 * phones masked, only as the whole number (`whole`): a search one digit at a time must not
 * spell out a number the screen hides (decision 076).
 */
export type PhoneSearch = 'part' | 'whole';

/** The search box's condition; the first `ilike` is always there, so the index still serves. */
function searchCondition(search: string, phoneSearch: PhoneSearch) {
  const term = searchTerm(search);
  const anywhere = ilike(orderSearchedText, containsPattern(term));
  if (phoneSearch === 'part') return anywhere;
  const numberOrName = sql`(${orders.orderNumber} || ' ' || ${orders.customerName})`;
  return and(
    anywhere,
    or(ilike(numberOrName, containsPattern(term)), eq(orders.customerPhone, term)),
  );
}

export function orderConditions(
  merchantId: number,
  filters: OrderFilters,
  phoneSearch: PhoneSearch = 'part',
): SQL | undefined {
  return and(
    ...keyConditions(orders, merchantId, filters),
    ...withinDhakaDays(orders.createdAt, filters.createdFrom, filters.createdTo),
    filters.search ? searchCondition(filters.search, phoneSearch) : undefined,
    filters.printed === undefined
      ? undefined
      : filters.printed
        ? isNotNull(orders.invoicePrintedAt)
        : isNull(orders.invoicePrintedAt),
    filters.paymentProofStatus
      ? eq(orders.paymentProofStatus, filters.paymentProofStatus)
      : undefined,
    filters.cancelReasons?.length
      ? inArray(orders.cancelReasonCode, filters.cancelReasons)
      : undefined,
  );
}

/** The same filters on the kept counts (a search is not kept: see `isKept`). */
function keptConditions(merchantId: number, filters: OrderFilters): SQL | undefined {
  return and(
    ...keyConditions(orderCounts, merchantId, filters),
    filters.createdFrom ? gte(orderCounts.placedOn, filters.createdFrom) : undefined,
    filters.createdTo ? lte(orderCounts.placedOn, filters.createdTo) : undefined,
    filters.printed === undefined ? undefined : eq(orderCounts.printed, filters.printed),
  );
}

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.total,
  orderNumber: orders.orderNumber,
  stageChangedAt: orders.stageChangedAt,
} as const;

/** Past this many rows, a plain tab's page is not the prepared statement (see prepareOrderList). */
const DEEP_OFFSET = 2_000;

/**
 * A search counts its matches up to this many past the page: beyond it the total is given as a
 * lower bound ("10,000+"), since counting every match of a common name would read them all.
 */
const SEARCH_COUNT_BOUND = 10_000;

const NEWEST_FIRST = { orderBy: 'createdAt', orderDirection: 'desc' } as const;

/** True when nothing but stages narrows the orders: the stage counts hold their number. */
function onlyStagesFilter({ stage, ...filters }: OrderFilters) {
  return Object.values(filters).every((value) => value === undefined);
}

/**
 * Every filter but search, the payment proof's status and the cancellation reason is a key of
 * the kept counts: such a list's length is kept. (Proofs and cancellations are counted on their
 * own partial indexes.)
 */
const isKept = (filters: OrderFilters) =>
  !filters.search && !filters.paymentProofStatus && !filters.cancelReasons?.length;

/**
 * All Orders and each stage tab as the panel first opens them: newest first, no other filter.
 * They are most of the lists merchants open, so their shallow pages are prepared statements.
 */
function isPlainTab(query: OrderListQuery) {
  return (
    query.orderBy === NEWEST_FIRST.orderBy &&
    query.orderDirection === NEWEST_FIRST.orderDirection &&
    (query.stage === undefined || query.stage.length === 1) &&
    onlyStagesFilter(filtersOf(query))
  );
}

/** What narrows a list, without its paging and sort. */
function filtersOf({
  page,
  limit,
  orderBy,
  orderDirection,
  after,
  before,
  ...filters
}: OrderListQuery) {
  return filters;
}

const sumOf = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** A merchant's orders in `stages` (all if absent): a handful of kept rows. */
function stageTotal(db: Db, merchantId: number | Placeholder, stages?: SQL) {
  return db
    .select({ value: sumOf(orderStageCounts.orders) })
    .from(orderStageCounts)
    .where(and(eq(orderStageCounts.merchantId, merchantId), stages));
}

/** How many orders meet `filters` (no search), from the kept counts: no scan of orders. */
function keptTotal(db: Db, merchantId: number, filters: OrderFilters) {
  if (onlyStagesFilter(filters)) {
    return stageTotal(
      db,
      merchantId,
      filters.stage && inArray(orderStageCounts.stage, filters.stage),
    );
  }
  return db
    .select({ value: sumOf(orderCounts.orders) })
    .from(orderCounts)
    .where(keptConditions(merchantId, filters));
}

export type OrderListPage = {
  rows: OrderListRow[];
  total: number;
  /** `total` is a lower bound: see SEARCH_COUNT_BOUND. */
  totalIsLowerBound: boolean;
};

/**
 * The orders list. A page is read by deferred join (see pageOf). Without a search the total is
 * the kept counts' (exact, no scan of orders), and a page in the back half of the list is read
 * backwards from the end, so no page skips more than half of it; a deep page by time placed
 * skips only within its Dhaka day (pageFromItsDay); with `after`/`before` (the pager's Next and
 * Previous) a page starts at its neighbour's order and skips nothing.
 * The plain tabs' shallow pages run as two statements prepared once here with Drizzle's
 * `.prepare()` (rendered once, parsed once per connection; `stage = $stage` keeps PostgreSQL's
 * generic plan on the tab's index). Every other page is built for its filters.
 */
export function prepareOrderList(
  db: Db,
  { deepOffset = DEEP_OFFSET, searchCountBound = SEARCH_COUNT_BOUND } = {},
) {
  const merchant = sql.placeholder('merchantId');
  const plainTabPage = (stage: Placeholder | undefined, name: string) =>
    pageOf(
      db,
      and(eq(orders.merchantId, merchant), stage && eq(orders.stage, stage)),
      NEWEST_FIRST,
      {
        offset: sql.placeholder('offset'),
        limit: sql.placeholder('limit'),
        total: stageTotal(db, merchant, stage && eq(orderStageCounts.stage, stage)),
      },
    ).prepare(name);
  const allOrdersPage = plainTabPage(undefined, 'orders_all_page');
  const stageTabPage = plainTabPage(sql.placeholder('stage'), 'orders_stage_page');

  /** A page whose length is not kept (a search), then its count up to SEARCH_COUNT_BOUND past it. */
  async function searchedPage(
    merchantId: number,
    where: SQL | undefined,
    query: OrderListQuery,
    offset: number,
  ) {
    const rows = await neighbourOrOffsetPage(db, merchantId, where, query, offset);
    // A short page ends the list: the rows before it and on it are all there is.
    if (rows.length < query.limit && (rows.length > 0 || offset === 0)) {
      return { rows, total: offset + rows.length, totalIsLowerBound: false };
    }
    const bound = offset + searchCountBound;
    const matches = db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .limit(bound + 1);
    const [counted] = await db.select({ value: count() }).from(matches.as('matches'));
    const total = counted?.value ?? 0;
    return { rows, total: Math.min(total, bound), totalIsLowerBound: total > bound };
  }

  return async (
    merchantId: number,
    query: OrderListQuery,
    phoneSearch: PhoneSearch = 'part',
  ): Promise<OrderListPage> => {
    const where = orderConditions(merchantId, query, phoneSearch);
    const offset = pageOffset(query);
    if (!isKept(query)) return searchedPage(merchantId, where, query, offset);
    const neighbour = query.after ?? query.before;
    if (isPlainTab(query) && neighbour === undefined && offset < deepOffset) {
      const page = { merchantId, offset, limit: query.limit };
      const stage = query.stage?.[0];
      const rows = stage
        ? await stageTabPage.execute({ ...page, stage })
        : await allOrdersPage.execute(page);
      // An empty page (past the end, or nothing matches) carries no count: ask for it alone.
      const total = rows[0]?.totalElements ?? (await listLength());
      return { rows, total, totalIsLowerBound: false };
    }
    const total = await listLength();
    if (total === 0 || (neighbour === undefined && offset >= total)) {
      return { rows: [], total, totalIsLowerBound: false };
    }
    const fromEnd = total - offset - query.limit;
    const deepFromBothEnds = Math.min(offset, fromEnd) >= deepOffset;
    if (neighbour === undefined && query.orderBy === 'createdAt' && deepFromBothEnds) {
      const rows = await pageFromItsDay(db, merchantId, where, query, offset);
      return { rows, total, totalIsLowerBound: false };
    }
    if (neighbour !== undefined || offset <= fromEnd) {
      const rows = await neighbourOrOffsetPage(db, merchantId, where, query, offset);
      return { rows, total, totalIsLowerBound: false };
    }
    const limit = Math.min(query.limit, total - offset);
    const rows = await pageOf(db, where, reversed(query), { offset: Math.max(0, fromEnd), limit });
    return { rows: rows.reverse(), total, totalIsLowerBound: false };

    async function listLength() {
      const [kept] = await keptTotal(db, merchantId, filtersOf(query));
      return kept?.value ?? 0;
    }
  };
}

const reversed = (sort: Sort): Sort => ({
  ...sort,
  orderDirection: sort.orderDirection === 'asc' ? 'desc' : 'asc',
});

/**
 * The page after (or before) the order `query.after` (`query.before`) in the list's sort, or
 * at `offset` without one. The neighbour's sort key is read inside the statement (an InitPlan,
 * so the comparison stays an index condition), from the merchant's orders even if it has left
 * the list since (confirmed from a Ready to Confirm page); another merchant's order id finds no
 * neighbour and an empty page.
 */
async function neighbourOrOffsetPage(
  db: Db,
  merchantId: number,
  where: SQL | undefined,
  query: OrderListQuery,
  offset: number,
) {
  const neighbour = query.after ?? query.before;
  if (neighbour === undefined) return pageOf(db, where, query, { offset, limit: query.limit });
  const column = sortColumns[query.orderBy];
  const neighbourKey = db
    .select({ value: column })
    .from(orders)
    .where(and(eq(orders.id, neighbour), eq(orders.merchantId, merchantId)));
  // Reading before the neighbour walks the sort backwards, then turns the page around.
  const sort = query.before === undefined ? query : reversed(query);
  const beyond = sort.orderDirection === 'desc' ? sql`<` : sql`>`;
  const past = sql`(${column}, ${orders.id}) ${beyond} ((${neighbourKey}), ${neighbour})`;
  const rows = await pageOf(db, and(where, past), sort, { offset: 0, limit: query.limit });
  return query.before === undefined ? rows : rows.reverse();
}
export type ListOrders = ReturnType<typeof prepareOrderList>;

/**
 * A page typed by its number (`?page=N`, no neighbour) deep in a list by time placed. The kept
 * day counts say on which Dhaka day the page's first order was placed and how many orders of
 * the list come before that day, so the page skips only orders of that day, never the months
 * before it.
 */
async function pageFromItsDay(
  db: Db,
  merchantId: number,
  where: SQL | undefined,
  query: OrderListQuery,
  offset: number,
) {
  const direction = sql.raw(query.orderDirection);
  const perDay = db
    .select({
      day: orderCounts.placedOn,
      // The list's orders up to and including this day, in the list's direction.
      through:
        sql<number>`sum(sum(${orderCounts.orders})) over (order by ${orderCounts.placedOn} ${direction})`
          .mapWith(Number)
          .as('through'),
      onDay: sumOf(orderCounts.orders).as('on_day'),
    })
    .from(orderCounts)
    .where(keptConditions(merchantId, filtersOf(query)))
    .groupBy(orderCounts.placedOn)
    .as('per_day');
  const [start] = await db
    .select({
      day: perDay.day,
      before: sql<number>`${perDay.through} - ${perDay.onDay}`.mapWith(Number),
    })
    .from(perDay)
    .where(sql`${perDay.through} > ${offset}`)
    .orderBy(query.orderDirection === 'asc' ? asc(perDay.day) : desc(perDay.day))
    .limit(1);
  if (!start) return [];
  const fromThatDay =
    query.orderDirection === 'asc'
      ? withinDhakaDays(orders.createdAt, start.day)
      : withinDhakaDays(orders.createdAt, undefined, start.day);
  return pageOf(db, and(where, ...fromThatDay), query, {
    offset: offset - start.before,
    limit: query.limit,
  });
}

type Sort = Pick<OrderListQuery, 'orderBy' | 'orderDirection'>;

/**
 * One page, by deferred join: the inner query walks only the index (merchant, stage, sort key,
 * id) to find the page's ids, so a deep offset skips index entries instead of whole rows; the
 * outer query reads the rows it needs.
 */
function pageOf(
  db: Db,
  where: SQL | undefined,
  sort: Sort,
  page: {
    offset: number | Placeholder;
    limit: number | Placeholder;
    /** A one-value query of the list's length, read in the same statement. */
    total?: SQLWrapper;
  },
) {
  const direction = sort.orderDirection === 'asc' ? asc : desc;
  const order = [direction(sortColumns[sort.orderBy]), direction(orders.id)];
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  // Evaluated once per statement (an InitPlan): page and count in one round trip.
  const totalElements = page.total ? sql<number>`(${page.total})`.mapWith(Number) : sql<null>`null`;
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      orderType: orders.orderType,
      deliveryChargePaymentStatus: orders.deliveryChargePaymentStatus,
      shopId: orders.shopId,
      shopName: shops.name,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      itemCount: orders.itemCount,
      total: orders.total,
      codAmount: orders.codAmount,
      deliveryCharge: orders.deliveryCharge,
      paymentProofStatus: orders.paymentProofStatus,
      invoicePrintedAt: orders.invoicePrintedAt,
      createdAt: orders.createdAt,
      stageChangedAt: orders.stageChangedAt,
      totalElements,
    })
    .from(pageIds)
    .innerJoin(orders, eq(orders.id, pageIds.id))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .orderBy(...order);
}
export type OrderListRow = Awaited<ReturnType<typeof pageOf>>[number];

/** Orders per stage for the filters: from the kept counts, or, with a search, one GROUP BY. */
export async function countOrdersByStage(
  db: Db,
  merchantId: number,
  filters: OrderFilters,
  phoneSearch: PhoneSearch = 'part',
) {
  if (onlyStagesFilter(filters)) {
    return db
      .select({ stage: orderStageCounts.stage, value: orderStageCounts.orders })
      .from(orderStageCounts)
      .where(eq(orderStageCounts.merchantId, merchantId));
  }
  if (isKept(filters)) {
    return db
      .select({ stage: orderCounts.stage, value: sumOf(orderCounts.orders) })
      .from(orderCounts)
      .where(keptConditions(merchantId, { ...filters, stage: undefined }))
      .groupBy(orderCounts.stage);
  }
  return db
    .select({ stage: orders.stage, value: count() })
    .from(orders)
    .where(orderConditions(merchantId, { ...filters, stage: undefined }, phoneSearch))
    .groupBy(orders.stage);
}

/**
 * Orders placed per Dhaka day and shop between two days, and their sales (the totals of those
 * not cancelled), summed from the kept counts: a few rows per day, however many orders.
 */
export function dailyOrderStats(db: Db, merchantId: number, { from, to }: OrderDailyQuery) {
  return db
    .select({
      day: orderCounts.placedOn,
      shopId: orderCounts.shopId,
      orders: sumOf(orderCounts.orders),
      sales:
        sql<number>`coalesce(sum(${orderCounts.sales}) filter (where ${orderCounts.stage} <> 'cancelled'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orderCounts)
    .where(
      and(
        eq(orderCounts.merchantId, merchantId),
        gte(orderCounts.placedOn, from),
        lte(orderCounts.placedOn, to),
      ),
    )
    .groupBy(orderCounts.placedOn, orderCounts.shopId)
    .having(sql`sum(${orderCounts.orders}) > 0`)
    .orderBy(orderCounts.placedOn, orderCounts.shopId);
}

/** The facts a refused action's message needs, of the merchant's orders among `orderIds`. */
export function findOrderStates(db: Db, merchantId: number, orderIds: number[]) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      orderType: orders.orderType,
      deliveryChargePaymentStatus: orders.deliveryChargePaymentStatus,
      paymentProofStatus: orders.paymentProofStatus,
      stageChangedAt: orders.stageChangedAt,
      codCollectedAt: orders.codCollectedAt,
    })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.merchantId, merchantId)));
}
export type OrderStateRow = Awaited<ReturnType<typeof findOrderStates>>[number];

/** One order's facts; undefined: not this merchant's order. */
export async function findOrderState(db: Db, merchantId: number, orderId: number) {
  const [row] = await findOrderStates(db, merchantId, [orderId]);
  return row;
}
