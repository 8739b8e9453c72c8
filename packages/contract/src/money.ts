/**
 * Money, the one module for it in the API and the panel: BDT (taka) with two decimals on the wire
 * (`moneySchema` in common.ts), summed in whole poisha, written with en-US separators.
 */

/** Whole poisha (1/100 taka): sums of integers never drift, as sums of floats would. */
export const toPoisha = (amount: number | string) => Math.round(Number(amount) * 100);

/**
 * An amount with en-US separators, for texts that add the currency: 1234.5 -> 1,234.50.
 * What Intl.NumberFormat('en-US', two decimals) writes, halves rounded away from zero, without
 * it: building its first formatter is costly during the page's start-up, most on a slow phone.
 */
export function formatAmount(amount: number): string {
  // Shifting the decimal string (not multiplying) rounds 1.005 up as written, not as stored.
  const cents = Math.round(Number(`${Math.abs(amount)}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** BDT with the taka sign and en-US separators: 1234.5 -> ৳1,234.50. */
export function formatMoney(amount: number): string {
  const text = formatAmount(Math.abs(amount));
  return amount < 0 ? `-৳${text}` : `৳${text}`;
}
