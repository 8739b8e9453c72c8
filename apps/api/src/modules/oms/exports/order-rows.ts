import type { OrderExportBody } from '@mp/contract/oms/exports';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shops } from '../../cms/shops/shops.table';
import { orderConditions } from '../orders/orders.queries';
import { orders } from '../orders/orders.table';
import { csvLine } from './csv';

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

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  stage: orders.stage,
  orderType: orders.orderType,
  shopName: shops.name,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  deliveryAddress: orders.deliveryAddress,
  deliveryArea: orders.deliveryArea,
  deliveryCity: orders.deliveryCity,
  deliveryPostalCode: orders.deliveryPostalCode,
  itemCount: orders.itemCount,
  subtotal: orders.subtotal,
  deliveryCharge: orders.deliveryCharge,
  discount: orders.discount,
  total: orders.total,
  codAmount: orders.codAmount,
  deliveryChargePaymentStatus: orders.deliveryChargePaymentStatus,
  paymentProofStatus: orders.paymentProofStatus,
  courierName: orders.courierName,
  trackingNumber: orders.trackingNumber,
  invoicePrintedAt: orders.invoicePrintedAt,
};

function selectOrders(db: Db) {
  return db.select(rowColumns).from(orders).innerJoin(shops, eq(shops.id, orders.shopId));
}
type OrderCsvRow = Awaited<ReturnType<typeof selectOrders>>[number];

export function orderCsvLine(row: OrderCsvRow): string {
  return csvLine([
    row.orderNumber,
    row.createdAt.toISOString(),
    row.stage,
    row.orderType,
    row.shopName,
    row.customerName,
    row.customerPhone,
    row.deliveryAddress,
    row.deliveryArea,
    row.deliveryCity,
    row.deliveryPostalCode,
    row.itemCount,
    row.subtotal,
    row.deliveryCharge,
    row.discount,
    row.total,
    row.codAmount,
    row.deliveryChargePaymentStatus,
    row.paymentProofStatus,
    row.courierName,
    row.trackingNumber,
    row.invoicePrintedAt?.toISOString() ?? null,
  ]);
}

export async function countExportOrders(db: Db, merchantId: number, filters: OrderExportBody) {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(orderConditions(merchantId, filters));
  return row?.value ?? 0;
}

/**
 * Every matching order in the list's order, `batchSize` rows at a time by keyset: each batch
 * starts after the last (sort key, id) seen, so memory stays one batch whatever the total, and no
 * batch rescans what came before. The key travels as text, so timestamps keep their microseconds.
 */
export async function* orderBatches(
  db: Db,
  merchantId: number,
  filters: OrderExportBody,
  batchSize = 1_000,
): AsyncGenerator<OrderCsvRow[]> {
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
      .select({ ...rowColumns, sortKey: sql<string>`${column}::text` })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(and(where, keyset))
      .orderBy(direction(column), direction(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.sortKey, id: last.id };
    yield rows;
    if (rows.length < batchSize) return;
  }
}

function castOf(orderBy: OrderExportBody['orderBy']) {
  if (orderBy === 'total') return 'numeric';
  if (orderBy === 'orderNumber') return 'text';
  return 'timestamptz';
}
