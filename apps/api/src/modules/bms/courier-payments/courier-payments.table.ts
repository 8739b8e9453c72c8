import { courierPaymentStatuses } from '@mp/contract/bms/courier-payments';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../../../lib/money-column';
import { couriers } from '../../cms/couriers/couriers.table';
import { merchants } from '../../cms/merchants/merchants.table';

/** COD money a courier collected for the merchant over a period, and its settlement. */
export const merchantCourierPayments = pgTable(
  'merchant_courier_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    /** Null for the orders delivered without a courier on record (the panel words it). */
    courierId: integer().references(() => couriers.id),
    orderCount: integer().notNull(),
    amount: money().notNull(),
    status: text({ enum: courierPaymentStatuses }).notNull().default('pending'),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    reference: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_courier_payments_merchant_idx').on(t.merchantId, t.periodEnd, t.id),
    index('merchant_courier_payments_merchant_status_idx').on(t.merchantId, t.status, t.periodEnd),
  ],
);
