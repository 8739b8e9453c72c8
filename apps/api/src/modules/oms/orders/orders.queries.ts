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
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type Bind,
  PreparedStatements,
  placeholders,
  UNNAMED,
  valuesAsTheyAre,
} from '../../../lib/prepared-statements';
import { containsPattern, withinDhakaDays } from '../../../lib/sql-filters';
import { shops } from '../../cms/shops/shops.table';
import { orders } from './orders.table';

/**
 * Every condition starts with the merchant in scope, so the indexes lead with merchant_id.
 * `bind` puts each value in, as it is or as a placeholder (a prepared statement's values).
 */
export function orderConditions(
  merchantId: number,
  filters: OrderFilters,
  bind: Bind = valuesAsTheyAre,
): SQL | undefined {
  const each = <T>(name: string, values: readonly T[]) =>
    values.map((value, i) => bind(`${name}${i}`, value));
  const conditions: (SQL | undefined)[] = [eq(orders.merchantId, bind('merchantId', merchantId))];
  if (filters.stage?.length) conditions.push(inArray(orders.stage, each('stage', filters.stage)));
  if (filters.orderTypes?.length) {
    conditions.push(inArray(orders.orderType, each('orderType', filters.orderTypes)));
  }
  if (filters.deliveryChargePaymentStatus) {
    conditions.push(
      eq(
        orders.deliveryChargePaymentStatus,
        bind('deliveryChargePaymentStatus', filters.deliveryChargePaymentStatus),
      ),
    );
  }
  if (filters.shopIds?.length) {
    conditions.push(inArray(orders.shopId, each('shop', filters.shopIds)));
  }
  conditions.push(
    ...withinDhakaDays(orders.createdAt, filters.createdFrom, filters.createdTo, bind),
  );
  if (filters.search) {
    const pattern = bind('search', containsPattern(filters.search));
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.customerPhone, pattern),
      ),
    );
  }
  if (filters.printed !== undefined) {
    conditions.push(
      filters.printed ? isNotNull(orders.invoicePrintedAt) : isNull(orders.invoicePrintedAt),
    );
  }
  return and(...conditions);
}

/**
 * What makes the conditions of two calls the same SQL: the names of the values they bound, and
 * `printed`, the one filter that changes the SQL without a value. Keep it in step with
 * orderConditions, or two different statements would share one prepared statement.
 */
const conditionsShape = (values: Record<string, unknown>, filters: OrderFilters) =>
  `${Object.keys(values).join()};printed=${filters.printed}`;

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.total,
  orderNumber: orders.orderNumber,
  stageChangedAt: orders.stageChangedAt,
} as const;

/** Past this many rows, a page first counts and may walk the index from the other end. */
const DEEP_OFFSET = 2_000;

const countStatements = new PreparedStatements<ReturnType<typeof prepareCount>>();
const pageStatements = new PreparedStatements<ReturnType<typeof preparePage>>();

const prepareCount = (db: Db, where: SQL | undefined) =>
  db.select({ value: count() }).from(orders).where(where).prepare(UNNAMED);

/**
 * One page, by deferred join: the inner query walks only the index (merchant, stage, sort key,
 * id) to find the page's ids, so a deep offset skips index entries instead of whole rows; the
 * outer query reads the twenty rows it needs. A page in the back half of a long list is read
 * backwards from the end, so no page skips more than half of the list.
 */
export async function listOrders(
  db: Db,
  merchantId: number,
  query: OrderListQuery,
  deepOffset = DEEP_OFFSET,
) {
  const { bind, values } = placeholders();
  const where = orderConditions(merchantId, query, bind);
  const filters = { where, values, shape: conditionsShape(values, query) };
  const countOf = async () => {
    const statement = countStatements.get(db, filters.shape, () => prepareCount(db, where));
    return (await statement.execute(values))[0]?.value ?? 0;
  };
  const offset = (query.page - 1) * query.limit;
  if (offset < deepOffset) {
    const rows = await pageOf(db, filters, query, { offset, limit: query.limit, withTotal: true });
    // An empty page (past the end, or nothing matches) carries no count: ask for it alone.
    return { rows, total: rows[0]?.totalElements ?? (await countOf()) };
  }
  const total = await countOf();
  if (offset >= total) return { rows: [], total };
  const fromEnd = total - offset - query.limit;
  if (offset <= fromEnd) {
    return { rows: await pageOf(db, filters, query, { offset, limit: query.limit }), total };
  }
  const reversed = {
    ...query,
    orderDirection: query.orderDirection === 'asc' ? 'desc' : 'asc',
  } as const;
  const limit = Math.min(query.limit, total - offset);
  const rows = await pageOf(db, filters, reversed, { offset: Math.max(0, fromEnd), limit });
  return { rows: rows.reverse(), total };
}

type Sort = Pick<OrderListQuery, 'orderBy' | 'orderDirection'>;
type Filters = { where: SQL | undefined; values: Record<string, unknown>; shape: string };

function pageOf(
  db: Db,
  filters: Filters,
  sort: Sort,
  page: { offset: number; limit: number; withTotal?: boolean },
) {
  const withTotal = page.withTotal ?? false;
  const shape = `${filters.shape};${sort.orderBy} ${sort.orderDirection};total=${withTotal}`;
  const statement = pageStatements.get(db, shape, () =>
    preparePage(db, filters.where, sort, withTotal),
  );
  return statement.execute({ ...filters.values, limit: page.limit, offset: page.offset });
}

function preparePage(db: Db, where: SQL | undefined, sort: Sort, withTotal: boolean) {
  const direction = sort.orderDirection === 'asc' ? asc : desc;
  const order = [direction(sortColumns[sort.orderBy]), direction(orders.id)];
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  // Evaluated once per statement (an InitPlan): page and count in one round trip.
  const totalElements = withTotal
    ? sql<number>`(${db.select({ value: count() }).from(orders).where(where)})`.mapWith(Number)
    : sql<null>`null`;
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
    .orderBy(...order)
    .prepare(UNNAMED);
}
export type OrderListRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];

const stageCountStatements = new PreparedStatements<ReturnType<typeof prepareStageCounts>>();

const prepareStageCounts = (db: Db, where: SQL | undefined) =>
  db
    .select({ stage: orders.stage, value: count() })
    .from(orders)
    .where(where)
    .groupBy(orders.stage)
    .prepare(UNNAMED);

/** Orders per stage for the filters: one GROUP BY over the (merchant_id, stage, ...) index. */
export async function countOrdersByStage(db: Db, merchantId: number, filters: OrderFilters) {
  const { bind, values } = placeholders();
  const everyStage = { ...filters, stage: undefined };
  const where = orderConditions(merchantId, everyStage, bind);
  const statement = stageCountStatements.get(db, conditionsShape(values, everyStage), () =>
    prepareStageCounts(db, where),
  );
  return statement.execute(values);
}

/** The facts a refused action's message needs; undefined: not this merchant's order. */
export async function findOrderState(db: Db, merchantId: number, orderId: number) {
  const [row] = await db
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
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .limit(1);
  return row;
}
export type OrderStateRow = NonNullable<Awaited<ReturnType<typeof findOrderState>>>;
