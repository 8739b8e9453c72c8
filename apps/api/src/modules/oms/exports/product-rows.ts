import type { ProductExportBody } from '@mp/contract/oms/exports';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopProductConditions } from '../../cms/products/products.queries';
import { shopProducts } from '../../cms/products/products.table';
import { shops } from '../../cms/shops/shops.table';
import type { ExportColumn, ExportSource } from './export-columns';
import { keysetSlices, type ListOrder, orderByOf } from './keyset-slices';

const sortKeys = {
  id: { sortKey: shopProducts.id, cast: 'integer' },
  name: { sortKey: shopProducts.name, cast: 'text' },
  sku: { sortKey: shopProducts.sku, cast: 'text' },
  price: { sortKey: shopProducts.price, cast: 'numeric' },
  stock: { sortKey: shopProducts.stock, cast: 'integer' },
  deliveryCharge: { sortKey: shopProducts.deliveryCharge, cast: 'numeric' },
  updatedAt: { sortKey: shopProducts.updatedAt, cast: 'timestamptz' },
} as const;

const productColumns: ExportColumn[] = [
  { header: 'Shop', kind: 'text', value: shops.name },
  { header: 'Product', kind: 'text', value: shopProducts.name },
  { header: 'SKU', kind: 'text', value: shopProducts.sku },
  { header: 'Price', kind: 'number', value: shopProducts.price },
  { header: 'Stock', kind: 'number', value: shopProducts.stock },
  { header: 'Low-stock threshold', kind: 'number', value: shopProducts.lowStockThreshold },
  { header: 'Delivery charge', kind: 'number', value: shopProducts.deliveryCharge },
  {
    header: 'Status',
    kind: 'text',
    value: sql`(case when ${shopProducts.delisted} then 'Delisted' else 'Listed' end)`,
  },
  { header: 'Updated at', kind: 'time', value: shopProducts.updatedAt },
];

/** The product list as the merchant filtered and sorted it, every page of it. */
export function productExportSource(
  db: Db,
  merchantId: number,
  filters: ProductExportBody,
): ExportSource {
  const where = shopProductConditions(merchantId, filters);
  const order: ListOrder = {
    table: shopProducts,
    ...sortKeys[filters.orderBy],
    id: shopProducts.id,
    descending: filters.orderDirection === 'desc',
  };
  async function* queries(cells: Record<string, SQL | SQL.Aliased>, sliceRows?: number) {
    for await (const slice of keysetSlices(db, order, where, sliceRows)) {
      yield db
        .select(cells)
        .from(shopProducts)
        .innerJoin(shops, eq(shops.id, shopProducts.shopId))
        .where(slice)
        .orderBy(...orderByOf(order))
        .getSQL();
    }
  }
  return {
    title: 'Products',
    columns: productColumns,
    total: db.$count(shopProducts, where),
    queries,
  };
}
