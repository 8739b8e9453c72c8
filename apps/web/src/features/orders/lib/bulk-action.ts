import type { BulkOrderAction } from '@mp/contract/oms/orders';
import { toApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { bulkConfirmOrders } from '../api/bulk-confirm-orders';
import { runOrderAction } from '../api/run-order-action';

/** Stage moves the selection bar offers (the contract's bulk transitions). */
export type BulkAction = BulkOrderAction;

export type BulkTarget = { id: number; orderNumber: string };
export type BulkOutcome = BulkTarget & { ok: boolean; message?: string };

const PARALLEL = 4;

/** Runs the action for every order and says, order by order, what happened. */
export async function runBulkAction(
  action: BulkAction,
  orders: BulkTarget[],
): Promise<BulkOutcome[]> {
  // Confirm has its own bulk endpoint.
  if (action === 'confirm') {
    try {
      const { results } = await bulkConfirmOrders(orders.map((order) => order.id));
      const byId = new Map(results.map((result) => [result.id, result]));
      return orders.map((order) => {
        const result = byId.get(order.id);
        if (!result) return { ...order, ok: false, message: 'No answer for this order' };
        return result.ok
          ? { ...order, ok: true }
          : {
              ...order,
              ok: false,
              message: failureMessage({
                errorCode: result.errorCode ?? 'UNKNOWN_ERROR',
                message: result.message ?? '',
                status: 200,
              }),
            };
      });
    } catch (error) {
      const message = failureMessage(toApiError(error));
      return orders.map((order) => ({ ...order, ok: false, message }));
    }
  }
  const outcomes: BulkOutcome[] = new Array(orders.length);
  let next = 0;
  const worker = async () => {
    while (next < orders.length) {
      const index = next++;
      const order = orders[index] as BulkTarget;
      try {
        await runOrderAction({ orderId: order.id, action }, { toastError: false });
        outcomes[index] = { ...order, ok: true };
      } catch (error) {
        outcomes[index] = { ...order, ok: false, message: failureMessage(toApiError(error)) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, orders.length) }, worker));
  return outcomes;
}
