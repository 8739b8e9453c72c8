import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatDay, formatMoney } from './format';

describe('money and date formatting', () => {
  it('shows money with the taka sign and en-US separators', () => {
    expect(formatMoney(1234.5)).toBe('৳1,234.50');
    expect(formatMoney(0)).toBe('৳0.00');
    expect(formatMoney(1_000_000)).toBe('৳1,000,000.00');
    expect(formatMoney(-250.75)).toBe('-৳250.75');
  });

  it('shows a bare amount with en-US separators for texts that name the currency themselves', () => {
    expect(formatAmount(8233.52)).toBe('8,233.52');
    expect(formatAmount(100)).toBe('100.00');
  });

  it('shows dates as dd MMM yyyy, hh:mm a', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 14, 7))).toBe('05 Jan 2025, 02:07 PM');
    expect(formatDateTime(new Date(2025, 11, 31, 0, 30))).toBe('31 Dec 2025, 12:30 AM');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('shows a calendar day as dd MMM yyyy, the same day in every time zone', () => {
    expect(formatDay('2025-01-01')).toBe('01 Jan 2025');
    expect(formatDay('2025-12-31')).toBe('31 Dec 2025');
    expect(formatDay(null)).toBe('—');
  });
});
