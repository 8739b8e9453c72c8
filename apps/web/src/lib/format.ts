import { dhakaWallClock, type WallClock } from '@mp/contract/dhaka-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/*
 * The two date formats are written by hand: a list renders dozens of dates, and a general
 * formatter (date-fns' format, which the tests compare against) reads its pattern every call.
 * Every moment is shown on Dhaka's clock, wherever the browser is: the merchant's orders, bills
 * and date filters all keep Dhaka days.
 */

/** dd MMM yyyy of a calendar day. */
const dayText = (clock: Pick<WallClock, 'year' | 'month' | 'day'>) =>
  `${pad(clock.day)} ${MONTHS[clock.month - 1]} ${pad(clock.year, 4)}`;

/** hh:mm a of a wall clock. */
function timeText({ hour, minute }: WallClock) {
  return `${pad(hour % 12 || 12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The panel's one date format (Dhaka time): dd MMM yyyy, hh:mm a. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const clock = dhakaWallClock(date);
  return `${dayText(clock)}, ${timeText(clock)}`;
}

/** A moment as its time (hh:mm a) when it is today in Dhaka, else as its date and time. */
export function formatMomentShort(value: number | Date): string {
  const clock = dhakaWallClock(value instanceof Date ? value : new Date(value));
  return dayText(clock) === dayText(dhakaWallClock(new Date()))
    ? timeText(clock)
    : `${dayText(clock)}, ${timeText(clock)}`;
}

/**
 * A calendar day, dd MMM yyyy: a yyyy-MM-dd string is that day as written (an impossible day
 * such as 02-30 is a dash); a moment is its Dhaka day.
 */
export function formatDay(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const parts = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (parts) {
    const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
    const written = new Date(Date.UTC(year, month - 1, day));
    return written.getUTCMonth() === month - 1 ? dayText({ year, month, day }) : '—';
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dayText(dhakaWallClock(date));
}

const DAY_MS = 24 * 60 * 60 * 1000;

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
