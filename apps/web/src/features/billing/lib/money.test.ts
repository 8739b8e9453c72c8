import { describe, expect, it } from 'vitest';
import { amountDueFromSummaries } from './money';

const bills = (...amounts: number[]) => amounts.map((totalBillAmount) => ({ totalBillAmount }));
const paid = (...amounts: number[]) => amounts.map((totalPaidAmount) => ({ totalPaidAmount }));
const courier = (...amounts: number[]) =>
  amounts.map((totalAmount) => ({ status: 'paid' as const, count: 1, totalAmount }));

describe('the amount due from the three summaries', () => {
  it('is the billed sum minus the paid sum plus the courier sum', () => {
    expect(amountDueFromSummaries(bills(45_000.5), paid(30_000.25), courier(6_766.73))).toBe(
      8_233.52,
    );
  });

  it('sums every item of each array', () => {
    expect(amountDueFromSummaries(bills(100, 200.5), paid(50, 25.25), courier(10, 5))).toBe(210.25);
  });

  it('is exact where floating point would drift (0.1 + 0.2 against 0.3)', () => {
    expect(0.1 + 0.2 - 0.3).not.toBe(0);
    expect(amountDueFromSummaries(bills(0.1, 0.2), paid(0.3), courier())).toBe(0);
    expect(amountDueFromSummaries(bills(1.1, 2.2), paid(), courier(3.3))).toBe(0);
    expect(amountDueFromSummaries(bills(8_233.52), paid(0.01), courier(0.02))).toBe(8_233.49);
  });

  it('is zero for empty summaries and negative when the merchant paid ahead', () => {
    expect(amountDueFromSummaries([], [], [])).toBe(0);
    expect(amountDueFromSummaries(bills(100), paid(150.5), courier())).toBe(-50.5);
  });

  it('stays exact for large books', () => {
    expect(amountDueFromSummaries(bills(99_999_999.99), paid(0.99), courier(99_999_999))).toBe(0);
  });
});
