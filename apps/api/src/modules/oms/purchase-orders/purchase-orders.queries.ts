import type { PurchaseOrderQuery } from '@mp/contract/oms/purchase-orders';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { withinDhakaDays } from '../../../lib/sql-filters';
import { shops } from '../../cms/shops/shops.table';
import { orders } from '../orders/orders.table';

/** The merchant's B2B orders placed in the range, newest first (merchant, created index). */
export async function listPurchaseOrders(db: Db, merchantId: number, query: PurchaseOrderQuery) {
  const where = and(
    eq(orders.merchantId, merchantId),
    eq(orders.orderType, 'B2B'),
    ...withinDhakaDays(orders.createdAt, query.orderCreatedAtStart, query.orderCreatedAtEnd),
    query.shopIds?.length ? inArray(orders.shopId, query.shopIds) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        stage: orders.stage,
        shopId: orders.shopId,
        shopName: shops.name,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        itemCount: orders.itemCount,
        subtotal: orders.subtotal,
        deliveryCharge: orders.deliveryCharge,
        total: orders.total,
        paymentProofStatus: orders.paymentProofStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(pageOffset(query))
      .limit(query.limit),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
