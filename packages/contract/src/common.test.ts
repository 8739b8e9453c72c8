import { describe, expect, it } from 'vitest';
import { billListQuerySchema } from './bms/bills';
import { paymentListQuerySchema } from './bms/payments';
import { allowedDays, dateOnlySchema, offsetTimeSchema } from './common';
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

describe('the allowed days', () => {
  it('take every day from the first to the last, and refuse the days beyond', () => {
    for (const day of [allowedDays.first, '2026-11-25', allowedDays.last]) {
      expect(dateOnlySchema.safeParse(day).success, day).toBe(true);
      expect(offsetTimeSchema.safeParse(`${day}T10:00:00+06:00`).success, day).toBe(true);
    }
    for (const day of ['0000-01-01', '0001-01-01', '1999-12-31', '2100-01-01', '9999-12-31']) {
      expect(dateOnlySchema.safeParse(day).error?.issues[0]?.message, day).toBe(
        'Use a day from 2000-01-01 to 2099-12-31',
      );
      expect(offsetTimeSchema.safeParse(`${day}T10:00:00+06:00`).success, day).toBe(false);
    }
  });
});
