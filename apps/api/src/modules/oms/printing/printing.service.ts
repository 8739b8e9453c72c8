import type { BulkResult } from '@mp/contract/oms/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { keptOrderNumbers, recordActivity } from '../../ums/activity/activity.queries';
import { orders, orderTimeline } from '../orders/orders.table';

/**
 * Marks the merchant's orders among `orderIds` printed now (one more print each) with a timeline
 * entry, in one transaction; an id that is not the merchant's order is reported, never touched.
 */
export async function logInvoicePrints(
  db: Db,
  scope: { merchantId: number; userId: number },
  orderIds: number[],
): Promise<BulkResult> {
  const ids = [...new Set(orderIds)];
  return db.transaction(async (tx) => {
    const now = new Date();
    const printed = await tx
      .update(orders)
      .set({ invoicePrintedAt: now, invoicePrintCount: sql`${orders.invoicePrintCount} + 1` })
      .where(and(eq(orders.merchantId, scope.merchantId), inArray(orders.id, ids)))
      .returning({
        id: orders.id,
        orderNumber: orders.orderNumber,
        printCount: orders.invoicePrintCount,
      });
    if (printed.length > 0) {
      await tx.insert(orderTimeline).values(
        printed.map((row) => ({
          orderId: row.id,
          merchantId: scope.merchantId,
          kind: 'invoice_printed' as const,
          details: { event: 'invoice_printed' as const, times: row.printCount },
          actorUserId: scope.userId,
          createdAt: now,
        })),
      );
      await recordActivity(tx, {
        ...scope,
        kind: 'prints.log',
        subjectId: printed.length === 1 ? printed[0]!.id : null,
        count: printed.length,
        details: { orderNumbers: keptOrderNumbers(printed.map((row) => row.orderNumber)) },
      });
    }
    const done = new Set(printed.map((row) => row.id));
    return {
      results: ids.map((id) =>
        done.has(id)
          ? { id, ok: true }
          : { id, ok: false, errorCode: 'NOT_FOUND', message: 'Order not found' },
      ),
    };
  });
}
