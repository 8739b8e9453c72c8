import {
  MAX_STOCK,
  type PublicOffer,
  type ShopProduct,
  type ShopProductDetails,
  type ShopProductListQuery,
  type UpdateStockBody,
} from '@mp/contract/cms/products';
import { isLowStock } from '@mp/contract/cms/stock-level';
import type { PageQuery } from '@mp/contract/common';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { pageEnvelope, pageOffset } from '../../../lib/pagination';
import { ratingSummary } from '../../rms/ratings/ratings.queries';
import { recordActivity } from '../../ums/activity/activity.queries';
import {
  addToStock,
  catalogueProductExists,
  currentStock,
  findShopProduct,
  findShopProductContext,
  insertStockChange,
  listPublicOffers,
  listShopProducts,
  lockStock,
  recentStockChanges,
  type ShopProductRow,
  updateShopProduct,
  writeStock,
} from './products.queries';
import { namesOf, type ProductScope, setLowStockThresholds } from './stock-settings';

const STOCK_HISTORY_LENGTH = 20;

function toShopProduct(row: ShopProductRow): ShopProduct {
  return {
    ...row,
    lowStock: isLowStock(row),
    status: row.delisted ? 'delisted' : 'listed',
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMyShopProducts(db: Db, merchantId: number, query: ShopProductListQuery) {
  const { rows, total } = await listShopProducts(db, merchantId, query, pageOffset(query));
  return pageEnvelope(rows.map(toShopProduct), query, total);
}

async function getMyShopProduct(db: Db, merchantId: number, id: number) {
  const row = await findShopProduct(db, merchantId, id);
  if (!row) throw notFound('Product');
  return toShopProduct(row);
}

export async function getShopProductDetails(
  db: Db,
  merchantId: number,
  id: number,
): Promise<ShopProductDetails> {
  const [product, context, history, summary] = await Promise.all([
    getMyShopProduct(db, merchantId, id),
    findShopProductContext(db, merchantId, id),
    recentStockChanges(db, merchantId, id, STOCK_HISTORY_LENGTH),
    ratingSummary(db, merchantId, { shopProductId: id }),
  ]);
  if (!context) throw notFound('Product');
  return {
    ...product,
    ...context,
    stockHistory: history.map(
      ({ changedByUserId, changedByName, changedAt, orderId, orderNumber, ...change }) => ({
        ...change,
        order: orderId !== null && orderNumber !== null ? { id: orderId, orderNumber } : null,
        changedBy:
          changedByUserId !== null && changedByName !== null
            ? { id: changedByUserId, name: changedByName }
            : null,
        changedAt: changedAt.toISOString(),
      }),
    ),
    ratingSummary: summary,
  };
}

const stockConflict = (
  errorCode: 'STOCK_CHANGED' | 'STOCK_OUT_OF_RANGE',
  message: string,
  current: number,
) =>
  new AppError(errorCode, message, {
    details: [{ path: 'body.stock', message: `The current stock is ${current}` }],
  });

/**
 * One stock change and its history row in one transaction. `delta` and `expectedStock` are
 * conditional single-statement updates; a plain `stock` locks the row to learn what it replaced.
 */
export async function changeStock(
  db: Db,
  { merchantId, userId }: ProductScope,
  id: number,
  body: UpdateStockBody,
) {
  return db.transaction(async (tx) => {
    let previous: number | undefined;
    let next: number | undefined;
    if (body.delta !== undefined) {
      next = await addToStock(tx, merchantId, id, body.delta);
      if (next === undefined) {
        const current = await currentStock(tx, merchantId, id);
        if (current === undefined) throw notFound('Product');
        throw stockConflict(
          'STOCK_OUT_OF_RANGE',
          body.delta < 0
            ? `Stock cannot go below 0: it is ${current}, the change was ${body.delta}`
            : `Stock cannot go above ${MAX_STOCK}: it is ${current}, the change was ${body.delta}`,
          current,
        );
      }
      previous = next - body.delta;
    } else if (body.stock !== undefined && body.expectedStock !== undefined) {
      next = await writeStock(tx, merchantId, id, body.stock, body.expectedStock);
      if (next === undefined) {
        const current = await currentStock(tx, merchantId, id);
        if (current === undefined) throw notFound('Product');
        throw stockConflict(
          'STOCK_CHANGED',
          `The stock changed meanwhile: it is now ${current}`,
          current,
        );
      }
      previous = body.expectedStock;
    } else if (body.stock !== undefined) {
      previous = await lockStock(tx, merchantId, id);
      if (previous === undefined) throw notFound('Product');
      next = await writeStock(tx, merchantId, id, body.stock);
    }
    if (previous === undefined || next === undefined) throw notFound('Product');
    if (next !== previous) {
      await insertStockChange(tx, {
        merchantId,
        shopProductId: id,
        previousStock: previous,
        newStock: next,
        delta: next - previous,
        reason: body.reason ?? null,
        changedByUserId: userId,
      });
    }
    const product = await getMyShopProduct(tx, merchantId, id);
    if (next !== previous) {
      await recordActivity(tx, {
        merchantId,
        userId,
        kind: 'products.stock',
        subjectId: id,
        details: { ...namesOf(product), from: previous, to: next },
      });
    }
    return product;
  });
}

/** A delivery charge or a listing changed, and logged, in one transaction. */
export async function changeShopProduct(
  db: Db,
  scope: ProductScope,
  id: number,
  values: { deliveryCharge?: number } | { delisted: boolean },
) {
  return db.transaction(async (tx) => {
    const updated = await updateShopProduct(tx, scope.merchantId, id, values);
    if (updated === undefined) throw notFound('Product');
    const product = await getMyShopProduct(tx, scope.merchantId, id);
    await recordActivity(tx, {
      ...scope,
      subjectId: id,
      ...('delisted' in values
        ? {
            kind: 'products.listing',
            details: { ...namesOf(product), delisted: values.delisted },
          }
        : {
            kind: 'products.delivery_charge',
            details: { ...namesOf(product), to: values.deliveryCharge ?? null },
          }),
    });
    return product;
  });
}

export async function changeLowStockThreshold(
  db: Db,
  scope: ProductScope,
  id: number,
  threshold: number | null,
) {
  const [result] = (await setLowStockThresholds(db, scope, [id], threshold)).results;
  if (!result?.ok) throw notFound('Product');
  return getMyShopProduct(db, scope.merchantId, id);
}

export async function publicOffers(db: Db, catalogueProductId: number, query: PageQuery) {
  if (!(await catalogueProductExists(db, catalogueProductId))) throw notFound('Product');
  const { rows, total } = await listPublicOffers(
    db,
    catalogueProductId,
    pageOffset(query),
    query.limit,
  );
  return pageEnvelope<PublicOffer>(rows, query, total);
}
