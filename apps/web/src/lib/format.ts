import { format, isValid, parseISO } from 'date-fns';

const moneyFormatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const DATE_TIME_FORMAT = 'dd MMM yyyy, hh:mm a';
export const DATE_FORMAT = 'dd MMM yyyy';

/** An amount with en-US separators and no sign, for texts that add the currency: 1234.5 -> 1,234.50. */
export function formatAmount(amount: number): string {
  return moneyFormatter.format(amount);
}

/** BDT with the taka sign and en-US separators: 1234.5 -> ৳1,234.50. */
export function formatMoney(amount: number): string {
  const text = moneyFormatter.format(Math.abs(amount));
  return amount < 0 ? `-৳${text}` : `৳${text}`;
}

/** The panel's one date format (local time): dd MMM yyyy, hh:mm a. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, DATE_TIME_FORMAT) : '—';
}

/** A calendar day (a yyyy-MM-dd string is that local day, not UTC midnight): dd MMM yyyy. */
export function formatDay(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? format(date, DATE_FORMAT) : '—';
}
