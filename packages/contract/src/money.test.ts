import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, toPoisha } from './money';

describe('money', () => {
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

  it('writes amounts exactly as Intl.NumberFormat en-US with two decimals would', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const samples = [0, 0.5, 0.994, 0.995, 1.005, 2.675, 999.999, 1000, 12345.678, 9_999_999.995];
    for (let step = 0; step < 1000; step += 1) samples.push(((step * 7919) % 100_003) / 7);
    for (const amount of samples) {
      expect(formatAmount(amount)).toBe(intl.format(amount));
      expect(formatAmount(-amount - 1)).toBe(intl.format(-amount - 1));
    }
  });

  it('counts whole poisha, from a number or the text a numeric column reads as', () => {
    expect(toPoisha(0.1) + toPoisha(0.2) - toPoisha(0.3)).toBe(0);
    expect(toPoisha('1234.56')).toBe(123_456);
    expect(toPoisha(-250.75)).toBe(-25_075);
  });
});
