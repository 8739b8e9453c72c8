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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/*
 * The two date formats are written by hand: a list renders dozens of dates, and a general
 * formatter (date-fns' format, which the tests compare against) reads its pattern every call.
 */

/** dd MMM yyyy of a valid local date. */
const dayText = (date: Date) =>
  `${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${pad(date.getFullYear(), 4)}`;

/** hh:mm a of a valid local date. */
function timeText(date: Date) {
  const hours = date.getHours();
  return `${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The panel's one date format (local time): dd MMM yyyy, hh:mm a. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${dayText(date)}, ${timeText(date)}`;
}

/** A moment as its time (hh:mm a) when it is today, else as its date and time. */
export function formatMomentShort(value: number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return dayText(date) === dayText(new Date()) ? timeText(date) : formatDateTime(date);
}

/** A calendar day (a yyyy-MM-dd string is that local day, not UTC midnight): dd MMM yyyy. */
export function formatDay(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : parseDay(value);
  return Number.isNaN(date.getTime()) ? '—' : dayText(date);
}

/** yyyy-MM-dd as that local day (an impossible day such as 02-30 is invalid); else ISO. */
function parseDay(value: string): Date {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return new Date(value);
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 ? date : new Date(Number.NaN);
}

const DHAKA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });

/** The merchant's calendar day (Asia/Dhaka) of an instant, yyyy-MM-dd: what date filters take. */
export const dhakaDay = (instant: Date) => DHAKA_DAY.format(instant);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The merchant's calendar day `days` days before `instant`'s. */
export const dhakaDaysBefore = (instant: Date, days: number) =>
  dhakaDay(new Date(instant.getTime() - days * DAY_MS));

/** The calendar days from `first` to `last` (yyyy-MM-dd, both included), in order. */
export function daysFromTo(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${first}T00:00:00Z`);
    at <= Date.parse(`${last}T00:00:00Z`);
    at += DAY_MS
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
