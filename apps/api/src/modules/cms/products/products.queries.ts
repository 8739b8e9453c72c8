import { MAX_STOCK, type ShopProductListQuery } from '@mp/contract/cms/products';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../lib/sql-filters';
import { orders } from '../../oms/orders/orders.table';
import { users } from '../../ums/users/users.table';
import { shops } from '../shops/shops.table';
import { catalogueProducts, productCounts, shopProducts, stockChanges } from './products.table';

const itemColumns = {
  id: shopProducts.id,
  shopId: shopProducts.shopId,
  shopName: shops.name,
  catalogueProductId: shopProducts.catalogueProductId,
  name: shopProducts.name,
  sku: shopProducts.sku,
  image: shopProducts.image,
  price: shopProducts.price,
  stock: shopProducts.stock,
  lowStockThreshold: shopProducts.lowStockThreshold,
  ownLowStockThreshold: shopProducts.ownLowStockThreshold,
  deliveryCharge: shopProducts.deliveryCharge,
  delisted: shopProducts.delisted,
  updatedAt: shopProducts.updatedAt,
};

const sortColumns = {
  id: shopProducts.id,
  name: shopProducts.name,
  sku: shopProducts.sku,
  price: shopProducts.price,
  stock: shopProducts.stock,
  deliveryCharge: shopProducts.deliveryCharge,
  updatedAt: shopProducts.updatedAt,
} as const;

/**
 * What the search box looks in, as `shop_products_merchant_search_idx` indexes it (the
 * expression must stay the same for the index to serve): the name and the SKU.
 */
const searchedText = sql`(${shopProducts.name} || ' ' || ${shopProducts.sku})`;

/** The low-stock rule in SQL (migration 0023's `is_low_stock`; TypeScript: `isLowStock`). */
const lowStockCondition = sql`is_low_stock(${shopProducts.stock}, ${shopProducts.lowStockThreshold})`;

/** The product list's filters (an export of the list uses the same). */
export function shopProductConditions(
  merchantId: number,
  query: Omit<ShopProductListQuery, 'page' | 'limit'>,
) {
  return and(
    eq(shopProducts.merchantId, merchantId),
    query.shopId === undefined ? undefined : eq(shopProducts.shopId, query.shopId),
    query.status ? eq(shopProducts.delisted, query.status === 'delisted') : undefined,
    query.lowStock ? lowStockCondition : undefined,
    query.outOfStock ? eq(shopProducts.stock, 0) : undefined,
    query.search ? ilike(searchedText, containsPattern(query.search)) : undefined,
  );
}

/**
 * The list's length without a search or the out-of-stock filter, from the kept counts: no count
 * of the products. (Out of stock is counted on the stock index, where it is one narrow range.)
 */
function keptTotal(db: Db, merchantId: number, query: ShopProductListQuery) {
  return db
    .select({ value: sql<number>`coalesce(sum(${productCounts.products}), 0)`.mapWith(Number) })
    .from(productCounts)
    .where(
      and(
        eq(productCounts.merchantId, merchantId),
        query.shopId === undefined ? undefined : eq(productCounts.shopId, query.shopId),
        query.status ? eq(productCounts.delisted, query.status === 'delisted') : undefined,
        query.lowStock ? eq(productCounts.lowStock, true) : undefined,
      ),
    );
}

export async function listShopProducts(
  db: Db,
  merchantId: number,
  query: ShopProductListQuery,
  offset: number,
) {
  const where = shopProductConditions(merchantId, query);
  const direction = query.orderDirection === 'desc' ? desc : asc;
  const order = [direction(sortColumns[query.orderBy]), direction(shopProducts.id)];
  // Deferred join: the page's ids from the sort's index alone, then their rows.
  const pageIds = db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(query.limit)
    .as('page_ids');
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(pageIds)
      .innerJoin(shopProducts, eq(shopProducts.id, pageIds.id))
      .innerJoin(shops, eq(shops.id, shopProducts.shopId))
      .orderBy(...order),
    query.search || query.outOfStock
      ? db.select({ value: count() }).from(shopProducts).where(where)
      : keptTotal(db, merchantId, query),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type ShopProductRow = NonNullable<Awaited<ReturnType<typeof findShopProduct>>>;

export async function findShopProduct(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select(itemColumns)
    .from(shopProducts)
    .innerJoin(shops, eq(shops.id, shopProducts.shopId))
    .where(and(eq(shopProducts.id, id), eq(shopProducts.merchantId, merchantId)))
    .limit(1);
  return row;
}

export async function findShopProductContext(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({
      shop: { id: shops.id, name: shops.name, status: shops.status },
      catalogueProduct: {
        id: catalogueProducts.id,
        name: catalogueProducts.name,
        brand: catalogueProducts.brand,
        category: catalogueProducts.category,
        image: catalogueProducts.image,
      },
    })
    .from(shopProducts)
    .innerJoin(shops, eq(shops.id, shopProducts.shopId))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, shopProducts.catalogueProductId))
    .where(and(eq(shopProducts.id, id), eq(shopProducts.merchantId, merchantId)))
    .limit(1);
  return row;
}

export function recentStockChanges(
  db: Db,
  merchantId: number,
  shopProductId: number,
  limit: number,
) {
  return db
    .select({
      id: stockChanges.id,
      kind: stockChanges.kind,
      orderId: stockChanges.orderId,
      orderNumber: orders.orderNumber,
      previousStock: stockChanges.previousStock,
      newStock: stockChanges.newStock,
      delta: stockChanges.delta,
      reason: stockChanges.reason,
      changedByUserId: stockChanges.changedByUserId,
      changedByName: users.name,
      changedAt: stockChanges.changedAt,
    })
    .from(stockChanges)
    .leftJoin(users, eq(users.id, stockChanges.changedByUserId))
    .leftJoin(orders, eq(orders.id, stockChanges.orderId))
    .where(
      and(eq(stockChanges.merchantId, merchantId), eq(stockChanges.shopProductId, shopProductId)),
    )
    .orderBy(desc(stockChanges.changedAt), desc(stockChanges.id))
    .limit(limit);
}

const ownProduct = (merchantId: number, id: number) =>
  and(eq(shopProducts.id, id), eq(shopProducts.merchantId, merchantId));

/** Locks the row until the transaction ends, so a plain `stock` write knows what it replaced. */
export async function lockStock(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ stock: shopProducts.stock })
    .from(shopProducts)
    .where(ownProduct(merchantId, id))
    .for('update');
  return row?.stock;
}

/** Writes the stock; with `expected`, only while the stock is still that value. */
export async function writeStock(
  db: Db,
  merchantId: number,
  id: number,
  stock: number,
  expected?: number,
) {
  const [row] = await db
    .update(shopProducts)
    .set({ stock, updatedAt: new Date() })
    .where(
      and(
        ownProduct(merchantId, id),
        expected === undefined ? undefined : eq(shopProducts.stock, expected),
      ),
    )
    .returning({ stock: shopProducts.stock });
  return row?.stock;
}

/** One statement, so concurrent changes add up; never below zero nor above MAX_STOCK. */
export async function addToStock(db: Db, merchantId: number, id: number, delta: number) {
  const [row] = await db
    .update(shopProducts)
    .set({ stock: sql`${shopProducts.stock} + ${delta}`, updatedAt: new Date() })
    .where(
      and(
        ownProduct(merchantId, id),
        sql`${shopProducts.stock} + ${delta} between 0 and ${MAX_STOCK}`,
      ),
    )
    .returning({ stock: shopProducts.stock });
  return row?.stock;
}

export async function currentStock(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ stock: shopProducts.stock })
    .from(shopProducts)
    .where(ownProduct(merchantId, id));
  return row?.stock;
}

export async function insertStockChange(db: Db, change: typeof stockChanges.$inferInsert) {
  await db.insert(stockChanges).values(change);
}

export async function updateShopProduct(
  db: Db,
  merchantId: number,
  id: number,
  values: { deliveryCharge?: number; delisted?: boolean },
) {
  // Delisted by the merchant's hand: the auto-delist rule never relists it (decision 057).
  const delistedBy =
    values.delisted === undefined
      ? {}
      : { delistedBy: values.delisted ? ('merchant' as const) : null };
  const [row] = await db
    .update(shopProducts)
    .set({ ...values, ...delistedBy, updatedAt: new Date() })
    .where(ownProduct(merchantId, id))
    .returning({ id: shopProducts.id });
  return row?.id;
}

export async function catalogueProductExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.id, id));
  return row !== undefined;
}

/** Listed offers of active shops, of every merchant, cheapest first. */
export async function listPublicOffers(
  db: Db,
  catalogueProductId: number,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(shopProducts.catalogueProductId, catalogueProductId),
    eq(shopProducts.delisted, false),
    eq(shops.status, 'active'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        shopProductId: shopProducts.id,
        shopId: shops.id,
        shopName: shops.name,
        price: shopProducts.price,
        deliveryCharge: shopProducts.deliveryCharge,
        inStock: sql<boolean>`${shopProducts.stock} > 0`,
      })
      .from(shopProducts)
      .innerJoin(shops, eq(shops.id, shopProducts.shopId))
      .where(where)
      .orderBy(asc(shopProducts.price), asc(shopProducts.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ value: count() })
      .from(shopProducts)
      .innerJoin(shops, eq(shops.id, shopProducts.shopId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
