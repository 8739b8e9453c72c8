import type { OrderExportBody } from '@mp/contract/oms/exports';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shops } from '../../cms/shops/shops.table';
import { orderConditions } from '../orders/orders.queries';
import { orders } from '../orders/orders.table';
import { type CsvColumn, csvCellsSql } from './csv';

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
 * Every matching order's cells in the list's order, as COPY queries: one, or slices of at most
 * `sliceRows` rows, each starting after the last (sort key, id) of the one before, so no slice
 * rescans what came before and none holds more than its rows. The key travels as text, so
 * timestamps keep their microseconds.
 */
export async function* orderCopySlices(
  db: Db,
  merchantId: number,
  filters: OrderExportBody,
  sliceRows?: number,
): AsyncGenerator<SQL> {
  const { column, descending, by } = listOrder(filters);
  const where = orderConditions(merchantId, filters);
  const cast = sql.raw(castOf(filters.orderBy));
  /** A row's (sort key, id) against `key`, as a row comparison an index serves. */
  const compared = (key: SliceKey, operator: { asc: string; desc: string }) =>
    sql`(${column}, ${orders.id}) ${sql.raw(descending ? operator.desc : operator.asc)} (${key.sortKey}::${cast}, ${key.id})`;
  const beyond = (key: SliceKey) => compared(key, { asc: '>', desc: '<' });
  const upTo = (key: SliceKey) => compared(key, { asc: '<=', desc: '>=' });
  let after: SliceKey | undefined;
  for (;;) {
    const from = after ? beyond(after) : undefined;
    const [last] =
      sliceRows === undefined
        ? []
        : await db
            .select({ sortKey: sql<string>`${column}::text`, id: orders.id })
            .from(orders)
            .where(and(where, from))
            .orderBy(...by)
            .offset(sliceRows - 1)
            .limit(1);
    yield db
      .select(csvCellsSql(orderColumns))
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(and(where, from, last ? upTo(last) : undefined))
      .orderBy(...by)
      .getSQL();
    if (!last) return;
    after = last;
  }
}

type SliceKey = { sortKey: string; id: number };

function castOf(orderBy: OrderExportBody['orderBy']) {
  if (orderBy === 'total') return 'numeric';
  if (orderBy === 'orderNumber') return 'text';
  return 'timestamptz';
}
