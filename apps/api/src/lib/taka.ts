/** An amount as the panel writes it: en-US thousand separators and two decimals (spec 9). */
export const formatAmount = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
