import type { OrderExportBody } from '@mp/contract/oms/exports';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shops } from '../../cms/shops/shops.table';
import { orderConditions } from '../orders/orders.queries';
import { orders } from '../orders/orders.table';
import { type CsvColumn, copyCsvCellsSql, csvLineSql } from './csv-sql';

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

/** The file's columns, in ORDER_CSV_HEADER's order. */
const orderColumns: CsvColumn[] = [
  { kind: 'text', value: orders.orderNumber },
  { kind: 'time', value: orders.createdAt },
  { kind: 'text', value: orders.stage },
  { kind: 'text', value: orders.orderType },
  { kind: 'text', value: shops.name },
  { kind: 'text', value: orders.customerName },
  { kind: 'text', value: orders.customerPhone },
  { kind: 'text', value: orders.deliveryAddress },
  { kind: 'text', value: orders.deliveryArea },
  { kind: 'text', value: orders.deliveryCity },
  { kind: 'text', value: orders.deliveryPostalCode },
  { kind: 'number', value: orders.itemCount },
  { kind: 'number', value: orders.subtotal },
  { kind: 'number', value: orders.deliveryCharge },
  { kind: 'number', value: orders.discount },
  { kind: 'number', value: orders.total },
  { kind: 'number', value: orders.codAmount },
  { kind: 'text', value: orders.deliveryChargePaymentStatus },
  { kind: 'text', value: orders.paymentProofStatus },
  { kind: 'text', value: orders.courierName },
  { kind: 'text', value: orders.trackingNumber },
  { kind: 'time', value: orders.invoicePrintedAt },
];

/** The whole CSV line of an order, built by PostgreSQL (see csv-sql.ts). */
const orderLineSql = csvLineSql(orderColumns);

export async function countExportOrders(db: Db, merchantId: number, filters: OrderExportBody) {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(orderConditions(merchantId, filters));
  return row?.value ?? 0;
}

/** How the list orders them: its sort key, then the id, in one direction. */
function listOrder(filters: OrderExportBody) {
  const column = sortColumns[filters.orderBy];
  const descending = filters.orderDirection === 'desc';
  const direction = descending ? desc : asc;
  return { column, descending, by: [direction(column), direction(orders.id)] };
}

/**
 * Every matching order's cells, in the list's order, as one query for
 * `COPY ... TO STDOUT (FORMAT csv)`: its lines are byte for byte those of orderLineSql.
 */
export function orderCopyQuery(db: Db, merchantId: number, filters: OrderExportBody): SQL {
  const cells = copyCsvCellsSql(orderColumns);
  return db
    .select(Object.fromEntries(cells.map((cell, i) => [`cell${i}`, cell])))
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(orderConditions(merchantId, filters))
    .orderBy(...listOrder(filters).by)
    .getSQL();
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
  const { column, descending, by } = listOrder(filters);
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
      .orderBy(...by)
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
