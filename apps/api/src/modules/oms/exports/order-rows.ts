import type { OrderExportBody } from '@mp/contract/oms/exports';
import type { Language } from '@mp/contract/oms/stage-labels';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couriers } from '../../cms/couriers/couriers.table';
import { shops } from '../../cms/shops/shops.table';
import { orderConditions, type PhoneSearch } from '../orders/orders.queries';
import { orders } from '../orders/orders.table';
import { type ExportColumn, type ExportSource, stageWords } from './export-columns';
import { keysetSlices, type ListOrder, orderByOf } from './keyset-slices';

const sortKeys = {
  createdAt: { sortKey: orders.createdAt, cast: 'timestamptz' },
  total: { sortKey: orders.total, cast: 'numeric' },
  orderNumber: { sortKey: orders.orderNumber, cast: 'text' },
  stageChangedAt: { sortKey: orders.stageChangedAt, cast: 'timestamptz' },
} as const;

/** The file's columns; the stage in the words of the merchant who asked. */
export const orderColumns = (language: Language): ExportColumn[] => [
  { header: 'Order number', kind: 'text', value: orders.orderNumber },
  { header: 'Placed at', kind: 'time', value: orders.createdAt },
  { header: 'Stage', kind: 'text', value: stageWords(orders.stage, language) },
  { header: 'Order type', kind: 'text', value: orders.orderType },
  { header: 'Shop', kind: 'text', value: shops.name },
  { header: 'Customer name', kind: 'text', value: orders.customerName },
  { header: 'Customer phone', kind: 'phone', value: orders.customerPhone },
  { header: 'Delivery address', kind: 'text', value: orders.deliveryAddress },
  { header: 'Area', kind: 'text', value: orders.deliveryArea },
  { header: 'City', kind: 'text', value: orders.deliveryCity },
  { header: 'Postal code', kind: 'text', value: orders.deliveryPostalCode },
  { header: 'Items', kind: 'text', value: orders.itemList },
  { header: 'Item count', kind: 'number', value: orders.itemCount },
  { header: 'Subtotal', kind: 'number', value: orders.subtotal },
  { header: 'Delivery charge', kind: 'number', value: orders.deliveryCharge },
  { header: 'Discount', kind: 'number', value: orders.discount },
  { header: 'Total', kind: 'number', value: orders.total },
  { header: 'COD amount', kind: 'number', value: orders.codAmount },
  { header: 'Delivery charge status', kind: 'text', value: orders.deliveryChargePaymentStatus },
  { header: 'Payment proof', kind: 'text', value: orders.paymentProofStatus },
  { header: 'Courier', kind: 'text', value: couriers.name },
  { header: 'Tracking number', kind: 'text', value: orders.trackingNumber },
  { header: 'Invoice printed at', kind: 'time', value: orders.invoicePrintedAt },
];

/** The list's filters, and the selection when there is one. */
const exportConditions = (merchantId: number, filters: OrderExportBody, phoneSearch: PhoneSearch) =>
  and(
    orderConditions(merchantId, filters, phoneSearch),
    filters.ids ? inArray(orders.id, filters.ids) : undefined,
  );

/** How the list orders them: its sort key, then the id, in one direction. */
const listOrder = (filters: OrderExportBody): ListOrder => ({
  table: orders,
  ...sortKeys[filters.orderBy],
  id: orders.id,
  descending: filters.orderDirection === 'desc',
});

/** Every matching order's cells, in the list's order, as queries of at most `sliceRows` rows. */
export async function* orderSlices(
  db: Db,
  merchantId: number,
  filters: OrderExportBody,
  cells: Record<string, SQL | SQL.Aliased>,
  sliceRows?: number,
  phoneSearch: PhoneSearch = 'part',
): AsyncGenerator<SQL> {
  const order = listOrder(filters);
  const where = exportConditions(merchantId, filters, phoneSearch);
  for await (const slice of keysetSlices(db, order, where, sliceRows)) {
    yield db
      .select(cells)
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .leftJoin(couriers, eq(couriers.id, orders.courierId))
      .where(slice)
      .orderBy(...orderByOf(order))
      .getSQL();
  }
}

export function orderExportSource(
  db: Db,
  merchantId: number,
  filters: OrderExportBody,
  language: Language,
  phoneSearch: PhoneSearch,
): ExportSource {
  return {
    title: 'Orders',
    columns: orderColumns(language),
    total: db.$count(orders, exportConditions(merchantId, filters, phoneSearch)),
    queries: (cells, sliceRows) =>
      orderSlices(db, merchantId, filters, cells, sliceRows, phoneSearch),
  };
}
