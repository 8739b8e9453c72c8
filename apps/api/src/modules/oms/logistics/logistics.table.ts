import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../../lib/money-column';
import { merchantCourierPayments } from '../../bms/courier-payments/courier-payments.table';
import { merchants } from '../../cms/merchants/merchants.table';
import { orders } from '../orders/orders.table';

/** Pickup details the merchant gave with the courier (courier and tracking live on the order). */
export const orderPickups = pgTable('order_pickups', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  merchantId: integer()
    .notNull()
    .references(() => merchants.id),
  pickupAddress: text(),
  pickupAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which delivered COD orders a courier payment covers. An order belongs to one courier payment at
 * most (unique order_id): generating the missing payments twice finds nothing the second time.
 */
export const courierPaymentOrders = pgTable(
  'courier_payment_orders',
  {
    courierPaymentId: integer()
      .notNull()
      .references(() => merchantCourierPayments.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    /** What the courier payment remitted for this order (its COD amount unless short or over). */
    amount: money().notNull(),
  },
  (t) => [
    uniqueIndex('courier_payment_orders_order_key').on(t.orderId),
    index('courier_payment_orders_payment_idx').on(t.courierPaymentId),
  ],
);
