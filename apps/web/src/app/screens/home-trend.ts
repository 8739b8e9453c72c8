import { dhakaDay, dhakaDaysBefore } from '@mp/contract/dhaka-time';
import type { OrderDailyStats } from '@mp/contract/oms/orders';
import { orderDailyQueryOptions } from '@/features/orders/api/get-order-daily';
import { daysFromTo } from '@/lib/format';

/** Home compares the last TREND_DAYS Dhaka days (today included) with the TREND_DAYS before. */
export const TREND_DAYS = 30;

/** Home's span of days: both periods, today's Dhaka day last. */
export const trendSpan = (now = new Date()) => ({
  from: dhakaDaysBefore(now, 2 * TREND_DAYS - 1),
  to: dhakaDay(now),
});

export const trendQuery = (span = trendSpan()) => orderDailyQueryOptions(span);

export type Trend = {
  /** The last period's days, oldest first. */
  days: string[];
  orders: { current: number[]; previous: number[] };
  sales: { current: number[]; previous: number[] };
};

/**
 * The two periods day by day for one shop (undefined: all shops), each day of the last period
 * beside the day as far into the period before; a day without orders is a 0.
 */
export function trendOf(stats: OrderDailyStats, from: string, to: string, shopId?: number): Trend {
  const days = daysFromTo(from, to);
  const index = new Map(days.map((day, i) => [day, i]));
  const orders = days.map(() => 0);
  const sales = days.map(() => 0);
  for (const row of stats.days) {
    const i = index.get(row.day);
    if (i === undefined || (shopId !== undefined && row.shopId !== shopId)) continue;
    orders[i] = (orders[i] ?? 0) + row.orders;
    sales[i] = (sales[i] ?? 0) + row.sales;
  }
  const split = days.length - TREND_DAYS;
  return {
    days: days.slice(split),
    orders: { current: orders.slice(split), previous: orders.slice(0, split) },
    sales: { current: sales.slice(split), previous: sales.slice(0, split) },
  };
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The change from `previous` to `current` in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
}
