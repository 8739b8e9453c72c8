import { describe, expect, it } from 'vitest';
import { purchaseOrderSearchSchema, toPurchaseOrderQuery } from './purchase-order-search';

describe('the purchase-orders page URL', () => {
  it('passes the spec query names through to the API', () => {
    const search = purchaseOrderSearchSchema.parse({
      orderCreatedAtStart: '2026-11-01',
      orderCreatedAtEnd: '2026-11-30',
      shopIds: '3,5',
    });
    expect(toPurchaseOrderQuery(search)).toEqual({
      page: 1,
      limit: 20,
      orderCreatedAtStart: '2026-11-01',
      orderCreatedAtEnd: '2026-11-30',
      shopIds: '3,5',
    });
  });

  it('swaps a reversed range and drops malformed values', () => {
    const search = purchaseOrderSearchSchema.parse({
      orderCreatedAtStart: '2026-12-01',
      orderCreatedAtEnd: '2026-11-01',
      shopIds: 'x',
      limit: 7,
    });
    expect(search).toEqual({ orderCreatedAtStart: '2026-11-01', orderCreatedAtEnd: '2026-12-01' });
  });
});
