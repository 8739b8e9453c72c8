import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopProducts, stockChanges } from '../../cms/products/products.table';
import { orderItems, orders } from './orders.table';

/*
 * The stock orders move (decision 057): placing an order takes its items from its shop products'
 * stock, and the marketplace refuses an order the stock does not cover (it sells only what is
 * there); cancelling it before dispatch returns them. Each movement is a line of the product's
 * stock history naming its order.
 */

export type StockItem = { shopProductId: number; sku: string; quantity: number };

/** The products' stock, locked until the transaction ends, in id order (no deadlock between two). */
async function lockedStock(db: Db, merchantId: number, ids: number[]) {
  const rows = await db
    .select({ id: shopProducts.id, stock: shopProducts.stock })
    .from(shopProducts)
    .where(
      and(inArray(shopProducts.id, [...new Set(ids)]), eq(shopProducts.merchantId, merchantId)),
    )
    .orderBy(shopProducts.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/**
 * Orders about to be placed, in turn: those the stock covers (after the ones before them), and
 * the others with the reason. Locks the products until the transaction ends.
 */
export async function coveredByStock<Plan extends { orderNumber: string; items: StockItem[] }>(
  db: Db,
  merchantId: number,
  plans: Plan[],
) {
  const left = await lockedStock(
    db,
    merchantId,
    plans.flatMap((plan) => plan.items.map((item) => item.shopProductId)),
  );
  const covered: Plan[] = [];
  const refused: { plan: Plan; reason: string }[] = [];
  for (const plan of plans) {
    const needs = new Map<number, number>();
    for (const item of plan.items) {
      needs.set(item.shopProductId, (needs.get(item.shopProductId) ?? 0) + item.quantity);
    }
    const short = plan.items.find(
      (item) => (needs.get(item.shopProductId) ?? 0) > (left.get(item.shopProductId) ?? 0),
    );
    if (short) {
      const has = left.get(short.shopProductId) ?? 0;
      refused.push({
        plan,
        reason: `${needs.get(short.shopProductId)} of ${short.sku} wanted, ${has} left`,
      });
      continue;
    }
    for (const [id, quantity] of needs) left.set(id, (left.get(id) ?? 0) - quantity);
    covered.push(plan);
  }
  return { covered, refused };
}

/** Writes the movements: each product's stock once, a history line per order and product. */
async function moveStock(
  db: Db,
  merchantId: number,
  moves: { orderId: number; shopProductId: number; delta: number }[],
  kind: 'order_placed' | 'order_cancelled',
) {
  if (moves.length === 0) return;
  const stock = await lockedStock(
    db,
    merchantId,
    moves.map((move) => move.shopProductId),
  );
  const history = moves.map((move) => {
    const previous = stock.get(move.shopProductId) ?? 0;
    stock.set(move.shopProductId, previous + move.delta);
    return {
      merchantId,
      shopProductId: move.shopProductId,
      previousStock: previous,
      newStock: previous + move.delta,
      delta: move.delta,
      kind,
      orderId: move.orderId,
    };
  });
  for (const [id, newStock] of stock) {
    await db
      .update(shopProducts)
      .set({ stock: newStock, updatedAt: new Date() })
      .where(eq(shopProducts.id, id));
  }
  await db.insert(stockChanges).values(history);
}

/**
 * Takes placed orders' items from stock; `coveredByStock` said the stock covers them, and the
 * orders were inserted with `stockTaken` (an update of them would tell open lists that orders
 * changed, not that new ones came).
 */
export async function takeOrdersStock(
  db: Db,
  merchantId: number,
  placed: { orderId: number; items: StockItem[] }[],
) {
  await moveStock(
    db,
    merchantId,
    placed.flatMap(({ orderId, items }) =>
      items.map((item) => ({ orderId, shopProductId: item.shopProductId, delta: -item.quantity })),
    ),
    'order_placed',
  );
}

/** Returns a cancelled order's items to stock, if placing it took them. */
export async function returnOrderStock(db: Db, merchantId: number, orderId: number) {
  const [taken] = await db
    .update(orders)
    .set({ stockTaken: false })
    .where(
      and(eq(orders.id, orderId), eq(orders.merchantId, merchantId), eq(orders.stockTaken, true)),
    )
    .returning({ id: orders.id });
  if (!taken) return;
  const items = await db
    .select({
      shopProductId: orderItems.shopProductId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.shopProductId);
  await moveStock(
    db,
    merchantId,
    items.map((item) => ({ orderId, shopProductId: item.shopProductId, delta: item.quantity })),
    'order_cancelled',
  );
}
