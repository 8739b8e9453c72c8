import type { BulkResult } from '@mp/contract/oms/orders';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from '@/lib/idempotency';

/** POST oms/merchant-orders/shop-order/confirm/bulk: answers per order what happened. */
export function bulkConfirmOrders(orderIds: number[]): Promise<BulkResult> {
  const body = { orderIds };
  return withIdempotencyKey(`bulk-confirm:${orderIds.join(',')}`, async (key) => {
    const { data } = await api.post<BulkResult>(
      'oms/merchant-orders/shop-order/confirm/bulk',
      body,
      {
        headers: { [IDEMPOTENCY_HEADER]: key },
        loader: false,
      },
    );
    return data;
  });
}
