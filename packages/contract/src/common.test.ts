import { describe, expect, it } from 'vitest';
import { billListQuerySchema } from './bms/bills';
import { paymentListQuerySchema } from './bms/payments';
import { courierChargeQuerySchema } from './oms/logistics';
import { orderCountQuerySchema, orderListQuerySchema } from './oms/orders';
import { purchaseOrderQuerySchema } from './oms/purchase-orders';

const dayRanges = [
  ['orders', orderListQuerySchema, 'createdFrom', 'createdTo'],
  ['order counts', orderCountQuerySchema, 'createdFrom', 'createdTo'],
  ['bills', billListQuerySchema, 'periodFrom', 'periodTo'],
  ['payments', paymentListQuerySchema, 'paidFrom', 'paidTo'],
  ['courier charge', courierChargeQuerySchema, 'from', 'to'],
  ['purchase orders', purchaseOrderQuerySchema, 'orderCreatedAtStart', 'orderCreatedAtEnd'],
] as const;

describe('a day range in a query', () => {
  it.each(dayRanges)(
    '%s: a start after the end is refused on the start field',
    (_, schema, from, to) => {
      const result = schema.safeParse({ [from]: '2026-03-02', [to]: '2026-03-01' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: [from], message: `${from} must not be after ${to}` }),
      ]);
    },
  );

  it.each(dayRanges)(
    '%s: one day, an open end and no range are accepted',
    (_, schema, from, to) => {
      expect(schema.safeParse({ [from]: '2026-03-01', [to]: '2026-03-01' }).success).toBe(true);
      expect(schema.safeParse({ [from]: '2026-03-01' }).success).toBe(true);
      expect(schema.safeParse({ [to]: '2026-03-01' }).success).toBe(true);
      expect(schema.safeParse({}).success).toBe(true);
    },
  );
});
