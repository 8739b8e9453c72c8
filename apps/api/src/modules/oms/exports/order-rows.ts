import type { OrderExportBody } from '@mp/contract/oms/exports';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shops } from '../../cms/shops/shops.table';
import { orderConditions } from '../orders/orders.queries';
import { orders } from '../orders/orders.table';
import { csvLineSql, csvNumberSql, csvTextSql, csvTimeSql } from './csv-sql';

export const ORDER_CSV_HEADER = [
  'Order number',
  'Placed at',
  'Stage',
  'Order type',
  'Shop',
  'Customer name',
  'Customer phone',
  'Delivery address',
  'Area',
  'City',
  'Postal code',
  'Items',
  'Subtotal',
  'Delivery charge',
  'Discount',
  'Total',
  'COD amount',
  'Delivery charge status',
  'Payment proof',
  'Courier',
  'Tracking number',
  'Invoice printed at',
] as const;

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.total,
  orderNumber: orders.orderNumber,
  stageChangedAt: orders.stageChangedAt,
} as const;

/** The whole CSV line of an order, built by PostgreSQL (see csv-sql.ts). */
const orderLineSql = csvLineSql([
  csvTextSql(orders.orderNumber),
  csvTimeSql(orders.createdAt),
  csvTextSql(orders.stage),
  csvTextSql(orders.orderType),
  csvTextSql(shops.name),
  csvTextSql(orders.customerName),
  csvTextSql(orders.customerPhone),
  csvTextSql(orders.deliveryAddress),
  csvTextSql(orders.deliveryArea),
  csvTextSql(orders.deliveryCity),
  csvTextSql(orders.deliveryPostalCode),
  csvNumberSql(orders.itemCount),
  csvNumberSql(orders.subtotal),
  csvNumberSql(orders.deliveryCharge),
  csvNumberSql(orders.discount),
  csvNumberSql(orders.total),
  csvNumberSql(orders.codAmount),
  csvTextSql(orders.deliveryChargePaymentStatus),
  csvTextSql(orders.paymentProofStatus),
  csvTextSql(orders.courierName),
  csvTextSql(orders.trackingNumber),
  csvTimeSql(orders.invoicePrintedAt),
]);

export async function countExportOrders(db: Db, merchantId: number, filters: OrderExportBody) {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(orderConditions(merchantId, filters));
  return row?.value ?? 0;
}

/**
 * The CSV lines of every matching order in the list's order, `batchSize` at a time by keyset: each batch
 * starts after the last (sort key, id) seen, so memory stays one batch whatever the total, and no
 * batch rescans what came before. The key travels as text, so timestamps keep their microseconds.
 */
export async function* orderBatches(
  db: Db,
  merchantId: number,
  filters: OrderExportBody,
  batchSize = 1_000,
): AsyncGenerator<string[]> {
  const column = sortColumns[filters.orderBy];
  const descending = filters.orderDirection === 'desc';
  const direction = descending ? desc : asc;
  const where = orderConditions(merchantId, filters);
  let after: { key: string; id: number } | undefined;
  for (;;) {
    const keyset: SQL | undefined = after
      ? descending
        ? sql`(${column}, ${orders.id}) < (${after.key}::${sql.raw(castOf(filters.orderBy))}, ${after.id})`
        : sql`(${column}, ${orders.id}) > (${after.key}::${sql.raw(castOf(filters.orderBy))}, ${after.id})`
      : undefined;
    const rows = await db
      .select({
        id: orders.id,
        line: sql<string>`${orderLineSql}`,
        sortKey: sql<string>`${column}::text`,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(and(where, keyset))
      .orderBy(direction(column), direction(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.sortKey, id: last.id };
    yield rows.map((row) => `${row.line}\r\n`);
    if (rows.length < batchSize) return;
  }
}

function castOf(orderBy: OrderExportBody['orderBy']) {
  if (orderBy === 'total') return 'numeric';
  if (orderBy === 'orderNumber') return 'text';
  return 'timestamptz';
}
