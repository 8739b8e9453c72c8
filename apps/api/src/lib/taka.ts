/** An amount as the panel writes it: en-US thousand separators and two decimals (spec 9). */
export const formatAmount = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole poisha (1/100 taka): sums of integers never drift, as sums of floats would. */
export const toPoisha = (amount: number | string) => Math.round(Number(amount) * 100);
