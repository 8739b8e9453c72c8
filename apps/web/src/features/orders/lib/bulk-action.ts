import { errorStatuses } from '@mp/contract/common';
import type { BulkOrderAction } from '@mp/contract/oms/orders';
import { type ApiError, toApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { bulkConfirmOrders } from '../api/bulk-confirm-orders';
import { runOrderAction } from '../api/run-order-action';

/** Stage moves the selection bar offers (the contract's bulk transitions). */
export type BulkAction = BulkOrderAction;

export type BulkTarget = { id: number; orderNumber: string };
/**
 * `skipped`: the server refused this order (its stage, its proof, someone acted first), so the
 * same request again would be refused again. `failed`: no answer, or one worth trying again.
 */
export type BulkStatus = 'done' | 'skipped' | 'failed';
export type BulkOutcome = BulkTarget & { status: BulkStatus; message?: string };

/** A 4xx answer refuses the order itself; a timeout, a rate limit or a 5xx may pass next time. */
function statusOf(error: Pick<ApiError, 'status'>): BulkStatus {
  const { status } = error;
  const refused = status !== undefined && status >= 400 && status < 500;
  return refused && status !== 408 && status !== 429 ? 'skipped' : 'failed';
}

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
        if (!result) return { ...order, status: 'failed' };
        if (result.ok) return { ...order, status: 'done' };
        const errorCode = result.errorCode ?? 'INTERNAL_ERROR';
        return {
          ...order,
          status: statusOf({ status: errorStatuses[errorCode] }),
          message: failureMessage({ errorCode, message: result.message ?? '', status: 200 }),
        };
      });
    } catch (error) {
      const failure = toApiError(error);
      const message = failureMessage(failure);
      return orders.map((order) => ({ ...order, status: statusOf(failure), message }));
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
        outcomes[index] = { ...order, status: 'done' };
      } catch (error) {
        const failure = toApiError(error);
        outcomes[index] = { ...order, status: statusOf(failure), message: failureMessage(failure) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, orders.length) }, worker));
  return outcomes;
}
