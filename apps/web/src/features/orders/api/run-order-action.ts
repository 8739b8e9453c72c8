import type { OrderActionBody, OrderState, OrderTimelineEntry } from '@mp/contract/oms/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from '@/lib/idempotency';
import { orderKeys } from './orders-keys';

export type OrderActionInput = OrderActionBody & { orderId: number };
export type OrderActionAnswer = OrderState | OrderTimelineEntry;

function bodyOf(input: OrderActionInput): Record<string, unknown> {
  const { orderId: _orderId, action: _action, ...body } = input;
  return body;
}

/**
 * POST oms/merchant-orders/{id}/<action>: every merchant action on one order (stage moves,
 * cancel with a reason, payment proof validation, notes), with an Idempotency-Key.
 */
export function runOrderAction(
  input: OrderActionInput,
  options: { toastError?: boolean } = {},
): Promise<OrderActionAnswer> {
  const body = bodyOf(input);
  const signature = `${input.orderId}:${input.action}:${JSON.stringify(body)}`;
  return withIdempotencyKey(signature, async (key) => {
    const { data } = await api.post<OrderActionAnswer>(
      `oms/merchant-orders/${input.orderId}/${input.action}`,
      body,
      {
        headers: { [IDEMPOTENCY_HEADER]: key },
        loader: false,
        toastError: options.toastError ?? true,
      },
    );
    return data;
  });
}

let changesAwaitingAnswer = 0;

/**
 * Whether this tab has sent a change to an order that the server has not answered yet. Every
 * order query is refreshed once it answers, reading that change and any other made before it.
 */
export const orderChangeAwaitingAnswer = () => changesAwaitingAnswer > 0;

/**
 * One order action. `onDone` runs as soon as the server has taken it (the merchant hears at once);
 * the mutation stays pending until the lists, counts and detail are fresh again, so its button
 * spins until the order shows its new stage.
 */
export function useOrderAction(onDone?: (input: OrderActionInput) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrderActionInput) => {
      changesAwaitingAnswer += 1;
      try {
        return await runOrderAction(input);
      } finally {
        changesAwaitingAnswer -= 1;
      }
    },
    onSuccess: (_answer, input) => onDone?.(input),
    // Lists, counts and the detail all change with any action.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
