import type { OrderFilters, OrderListQuery } from '@mp/contract/oms/orders';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containsPattern, withinDhakaDays } from '../../../lib/sql-filters';
import { shops } from '../../cms/shops/shops.table';
import { orderStageCounts, orders } from './orders.table';

/**
 * What the search box looks in, as `orders_merchant_search_idx` indexes it (the expression must
 * stay the same for the index to serve): order number, customer name and phone.
 */
const searchedText = sql`(${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.customerPhone})`;

/**
 * A phone is stored as 01712345678: typed with spaces or dashes, or with the country code
 * (+880 1712..., 8801712...), it is searched as the digits the stored number contains.
 */
function searchTerm(search: string) {
  if (!/^\+?[\d\s-]+$/.test(search)) return search;
  return search.replace(/[\s-]/g, '').replace(/^\+?880(?=\d{4})/, '');
}

/** Every condition starts with the merchant in scope, so the indexes lead with merchant_id. */
export function orderConditions(merchantId: number, filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.merchantId, merchantId)];
  if (filters.stage?.length) conditions.push(inArray(orders.stage, filters.stage));
  if (filters.orderTypes?.length) conditions.push(inArray(orders.orderType, filters.orderTypes));
  if (filters.deliveryChargePaymentStatus) {
    conditions.push(eq(orders.deliveryChargePaymentStatus, filters.deliveryChargePaymentStatus));
  }
  if (filters.shopIds?.length) conditions.push(inArray(orders.shopId, filters.shopIds));
  conditions.push(...withinDhakaDays(orders.createdAt, filters.createdFrom, filters.createdTo));
  if (filters.search) {
    conditions.push(ilike(searchedText, containsPattern(searchTerm(filters.search))));
  }
  if (filters.printed !== undefined) {
    conditions.push(
      filters.printed ? isNotNull(orders.invoicePrintedAt) : isNull(orders.invoicePrintedAt),
    );
  }
  return and(...conditions);
}

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.total,
  orderNumber: orders.orderNumber,
  stageChangedAt: orders.stageChangedAt,
} as const;

/** Past this many rows, a page first counts and may walk the index from the other end. */
const DEEP_OFFSET = 2_000;

const NEWEST_FIRST = { orderBy: 'createdAt', orderDirection: 'desc' } as const;

/** True when nothing but stages narrows the orders: their number is the kept one. */
function onlyStagesFilter({ stage, ...filters }: OrderFilters) {
  return Object.values(filters).every((value) => value === undefined);
}

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
function filtersOf({ page, limit, orderBy, orderDirection, ...filters }: OrderListQuery) {
  return filters;
}

/** The merchant's orders in `stages` (all if absent) from the kept counts: no scan of orders. */
function keptCount(db: Db, merchantId: number | Placeholder, stages?: SQL) {
  return db
    .select({ value: sql<number>`coalesce(sum(${orderStageCounts.orders}), 0)`.mapWith(Number) })
    .from(orderStageCounts)
    .where(and(eq(orderStageCounts.merchantId, merchantId), stages));
}

/**
 * The orders list. A page is read by deferred join (see pageOf); a page in the back half of a
 * long list is read backwards from the end, so no page skips more than half of the list.
 * The plain tabs' shallow pages run as two statements prepared once here with Drizzle's
 * `.prepare()` (rendered once, parsed once per connection; `stage = $stage` keeps PostgreSQL's
 * generic plan on the tab's index). Every other page is built for its filters.
 */
export function prepareOrderList(db: Db, deepOffset = DEEP_OFFSET) {
  const merchant = sql.placeholder('merchantId');
  const plainTabPage = (stage: Placeholder | undefined, name: string) =>
    pageOf(
      db,
      and(eq(orders.merchantId, merchant), stage && eq(orders.stage, stage)),
      NEWEST_FIRST,
      {
        offset: sql.placeholder('offset'),
        limit: sql.placeholder('limit'),
        total: keptCount(db, merchant, stage && eq(orderStageCounts.stage, stage)),
      },
    ).prepare(name);
  const allOrdersPage = plainTabPage(undefined, 'orders_all_page');
  const stageTabPage = plainTabPage(sql.placeholder('stage'), 'orders_stage_page');

  return async (merchantId: number, query: OrderListQuery) => {
    const where = orderConditions(merchantId, query);
    const length = onlyStagesFilter(filtersOf(query))
      ? keptCount(db, merchantId, query.stage && inArray(orderStageCounts.stage, query.stage))
      : db.select({ value: count() }).from(orders).where(where);
    const countOf = async () => (await length)[0]?.value ?? 0;
    const offset = (query.page - 1) * query.limit;
    if (offset < deepOffset) {
      const page = { merchantId, offset, limit: query.limit };
      const stage = query.stage?.[0];
      const rows = !isPlainTab(query)
        ? await pageOf(db, where, query, { offset, limit: query.limit, total: length })
        : stage
          ? await stageTabPage.execute({ ...page, stage })
          : await allOrdersPage.execute(page);
      // An empty page (past the end, or nothing matches) carries no count: ask for it alone.
      return { rows, total: rows[0]?.totalElements ?? (await countOf()) };
    }
    const total = await countOf();
    if (offset >= total) return { rows: [], total };
    const fromEnd = total - offset - query.limit;
    if (offset <= fromEnd) {
      return { rows: await pageOf(db, where, query, { offset, limit: query.limit }), total };
    }
    const reversed = {
      ...query,
      orderDirection: query.orderDirection === 'asc' ? 'desc' : 'asc',
    } as const;
    const limit = Math.min(query.limit, total - offset);
    const rows = await pageOf(db, where, reversed, { offset: Math.max(0, fromEnd), limit });
    return { rows: rows.reverse(), total };
  };
}
export type ListOrders = ReturnType<typeof prepareOrderList>;

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
export type OrderListRow = Awaited<ReturnType<ListOrders>>['rows'][number];

/** Orders per stage for the filters: one GROUP BY over the (merchant_id, stage, ...) index. */
export async function countOrdersByStage(db: Db, merchantId: number, filters: OrderFilters) {
  if (onlyStagesFilter(filters)) {
    return db
      .select({ stage: orderStageCounts.stage, value: orderStageCounts.orders })
      .from(orderStageCounts)
      .where(eq(orderStageCounts.merchantId, merchantId));
  }
  return db
    .select({ stage: orders.stage, value: count() })
    .from(orders)
    .where(orderConditions(merchantId, { ...filters, stage: undefined }))
    .groupBy(orders.stage);
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
