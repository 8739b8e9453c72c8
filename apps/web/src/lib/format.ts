import { dhakaWallClock, type WallClock } from '@mp/contract/dhaka-time';
import { type Locale, pageLocale } from './i18n/page-locale';

/*
 * Dates, times and counts in the language the page shows: in Bangla, Bangla month names and
 * digits, so a card never mixes the two. Money is not here: it keeps the spec's taka sign and
 * en-US separators in both languages (`@mp/contract/money`).
 */

/** The months' short names: English, and CLDR's abbreviated Bangla (Chromium's own `bn`). */
const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bn: ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'],
};
const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Digits in the language: Bangla's own digits, or as written. */
const digitsIn = (locale: Locale, text: string) =>
  locale === 'bn'
    ? text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] as string)
    : text;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/*
 * The date formats are written by hand: a list renders dozens of dates, and a general
 * formatter (date-fns' format, which the tests compare against) reads its pattern every call.
 * Every moment is shown on Dhaka's clock, wherever the browser is: the merchant's orders, bills
 * and date filters all keep Dhaka days.
 */

/** dd MMM yyyy of a calendar day. */
const dayText = (clock: Pick<WallClock, 'year' | 'month' | 'day'>, locale: Locale) =>
  digitsIn(locale, `${pad(clock.day)} ${MONTHS[locale][clock.month - 1]} ${pad(clock.year, 4)}`);

/** hh:mm a of a wall clock (AM and PM in both languages, as CLDR's Bangla writes them). */
function timeText({ hour, minute }: WallClock, locale: Locale) {
  return digitsIn(locale, `${pad(hour % 12 || 12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`);
}

/** The panel's one date format (Dhaka time): dd MMM yyyy, hh:mm a. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  locale: Locale = pageLocale(),
): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const clock = dhakaWallClock(date);
  return `${dayText(clock, locale)}, ${timeText(clock, locale)}`;
}

/** A moment as its time (hh:mm a) when it is today in Dhaka, else as its date and time. */
export function formatMomentShort(value: number | Date, locale: Locale = pageLocale()): string {
  const clock = dhakaWallClock(value instanceof Date ? value : new Date(value));
  return dayText(clock, locale) === dayText(dhakaWallClock(new Date()), locale)
    ? timeText(clock, locale)
    : `${dayText(clock, locale)}, ${timeText(clock, locale)}`;
}

/**
 * A calendar day, dd MMM yyyy: a yyyy-MM-dd string is that day as written (an impossible day
 * such as 02-30 is a dash); a moment is its Dhaka day.
 */
export function formatDay(
  value: string | Date | null | undefined,
  locale: Locale = pageLocale(),
): string {
  if (value === null || value === undefined || value === '') return '—';
  const parts = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (parts) {
    const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
    const written = new Date(Date.UTC(year, month - 1, day));
    return written.getUTCMonth() === month - 1 ? dayText({ year, month, day }, locale) : '—';
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dayText(dhakaWallClock(date), locale);
}

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count or another plain figure in the language: 1,234 in English, ১,২৩৪ in Bangla (Intl's
 * `bn`, Bangla digits and Bangladesh's grouping). `options` for a compact or a fixed-decimals
 * figure; a percentage is written by the caller around it.
 */
export function formatCount(
  value: number,
  locale: Locale = pageLocale(),
  options?: Intl.NumberFormatOptions,
): string {
  const name = `${locale}${JSON.stringify(options ?? {})}`;
  let format = countFormats.get(name);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-US', options);
    countFormats.set(name, format);
  }
  return format.format(value);
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
