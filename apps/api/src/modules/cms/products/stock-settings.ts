import type { StockSettings } from '@mp/contract/cms/products';
import type { BulkResult } from '@mp/contract/oms/orders';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { recordActivity } from '../../ums/activity/activity.queries';
import { merchants } from '../merchants/merchants.table';
import { shopProducts } from './products.table';

/** The merchant and the person changing its products. */
export type ProductScope = { merchantId: number; userId: number };

/** How the activity log names a product. */
export const namesOf = (product: { name: string; sku: string }) => ({
  product: product.name,
  sku: product.sku,
});

/** The merchant's stock rules (decision 057). */
export async function getStockSettings(db: Db, merchantId: number): Promise<StockSettings> {
  const [row] = await db
    .select({ autoDelist: merchants.autoDelist, lowStockThreshold: merchants.lowStockThreshold })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!row) throw notFound('Merchant');
  return row;
}

/**
 * Changes the rules; a new default threshold is written to every product that follows it (one
 * statement: the kept product counts follow by their triggers).
 */
export async function updateStockSettings(
  db: Db,
  scope: ProductScope,
  change: Partial<StockSettings>,
): Promise<StockSettings> {
  const { merchantId } = scope;
  return db.transaction(async (tx) => {
    await tx.update(merchants).set(change).where(eq(merchants.id, merchantId));
    if (change.lowStockThreshold !== undefined) {
      await tx
        .update(shopProducts)
        .set({ lowStockThreshold: change.lowStockThreshold })
        .where(
          and(
            eq(shopProducts.merchantId, merchantId),
            eq(shopProducts.ownLowStockThreshold, false),
            ne(shopProducts.lowStockThreshold, change.lowStockThreshold),
          ),
        );
    }
    await recordActivity(tx, {
      ...scope,
      kind: 'products.stock_settings',
      details: {
        ...(change.autoDelist === undefined ? {} : { autoDelist: change.autoDelist }),
        ...(change.lowStockThreshold === undefined ? {} : { to: change.lowStockThreshold }),
      },
    });
    return getStockSettings(tx, merchantId);
  });
}

/**
 * Gives products their own threshold, or (`null`) makes them follow the merchant's default
 * again. Answers per id; another merchant's product is NOT_FOUND, as if it did not exist.
 */
export async function setLowStockThresholds(
  db: Db,
  scope: ProductScope,
  ids: number[],
  threshold: number | null,
): Promise<BulkResult> {
  const { merchantId } = scope;
  const value =
    threshold ??
    sql`(select ${merchants.lowStockThreshold} from ${merchants} where ${merchants.id} = ${merchantId})`;
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(shopProducts)
      .set({ lowStockThreshold: value, ownLowStockThreshold: threshold !== null })
      .where(and(inArray(shopProducts.id, ids), eq(shopProducts.merchantId, merchantId)))
      .returning({ id: shopProducts.id, name: shopProducts.name, sku: shopProducts.sku });
    if (rows.length > 0) {
      const [one] = rows.length === 1 ? rows : [];
      await recordActivity(tx, {
        ...scope,
        kind: 'products.threshold',
        subjectId: one?.id ?? null,
        count: rows.length,
        details: { ...(one ? namesOf(one) : {}), to: threshold },
      });
    }
    return rows;
  });
  const done = new Set(updated.map((row) => row.id));
  return {
    results: ids.map((id) =>
      done.has(id)
        ? { id, ok: true }
        : { id, ok: false, errorCode: 'NOT_FOUND', message: `Product ${id} not found` },
    ),
  };
}
