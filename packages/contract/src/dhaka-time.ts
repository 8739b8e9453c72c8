/**
 * The merchant's time: the tz database's Asia/Dhaka, read through Intl, the one module of the
 * API and the panel that knows it (SQL names the same zone: `DHAKA_TIME_ZONE`). Dhaka has kept
 * UTC+6 all year since 2009, but an offset written down by hand would be wrong for the summer of
 * 2009 and for any change the tz database brings; nothing here assumes one.
 */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

const DAY_MS = 86_400_000;

/**
 * Built once, on first use: a formatter is costly to build (most on a slow phone during the
 * panel's start-up) and cheap to use.
 */
let wallClockFormat: Intl.DateTimeFormat | undefined;
const wallClock = () =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DHAKA_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

/** A moment as Dhaka's wall clock reads it (month 1-12, hour 0-23). */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

export function dhakaWallClock(instant: Date): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClock().formatToParts(instant)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The merchant's calendar day of an instant, yyyy-MM-dd: what date filters take. */
export function dhakaDay(instant: Date): string {
  const { year, month, day } = dhakaWallClock(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The merchant's calendar day `days` days before `instant`'s. */
export const dhakaDaysBefore = (instant: Date, days: number) =>
  dhakaDay(new Date(instant.getTime() - days * DAY_MS));

/** How far Dhaka's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number): number {
  const clock = dhakaWallClock(new Date(instant));
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a merchant-local day begins (yyyy-MM-dd), `addDays` later: `dhakaMidnight(to, 1)`
 * is the end of `to`. The offset is read at that moment, so a day after a change of offset
 * begins at its own midnight.
 */
export function dhakaMidnight(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date + addDays);
  const guess = wallMidnight - offsetAt(wallMidnight);
  return new Date(wallMidnight - offsetAt(guess));
}
