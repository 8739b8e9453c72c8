import { describe, expect, it } from 'vitest';
import { percentChange, TREND_DAYS, trendOf } from './home-trend';

describe("Home's trend", () => {
  const from = '2026-01-01';
  const to = '2026-03-01'; // 60 days: 31 of January, 28 of February, 1 of March
  const stats = {
    days: [
      { day: '2026-01-01', shopId: 1, orders: 2, sales: 100 },
      { day: '2026-01-01', shopId: 2, orders: 1, sales: 50 },
      { day: '2026-01-31', shopId: 1, orders: 4, sales: 400 },
      { day: '2026-03-01', shopId: 2, orders: 3, sales: 0 },
      // Outside the span: ignored.
      { day: '2025-12-31', shopId: 1, orders: 9, sales: 9 },
    ],
  };

  it('lays each period out day by day, the last one ending today, every shop summed', () => {
    const trend = trendOf(stats, from, to);
    expect(trend.days).toHaveLength(TREND_DAYS);
    expect(trend.days[0]).toBe('2026-01-31');
    expect(trend.days.at(-1)).toBe('2026-03-01');
    expect(trend.orders.previous).toHaveLength(TREND_DAYS);
    expect(trend.orders.previous[0]).toBe(3);
    expect(trend.sales.previous[0]).toBe(150);
    expect(trend.orders.current[0]).toBe(4);
    expect(trend.orders.current.at(-1)).toBe(3);
    expect(trend.sales.current.reduce((a, b) => a + b)).toBe(400);
  });

  it('keeps one shop alone', () => {
    const trend = trendOf(stats, from, to, 2);
    expect(trend.orders.previous[0]).toBe(1);
    expect(trend.orders.current[0]).toBe(0);
    expect(trend.orders.current.at(-1)).toBe(3);
  });

  it('says the change in whole percent, none when there was nothing before', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33);
    expect(percentChange(5, 0)).toBeNull();
  });
});
