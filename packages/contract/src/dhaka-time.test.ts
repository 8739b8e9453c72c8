import { describe, expect, it } from 'vitest';
import { dhakaDay, dhakaDaysBefore, dhakaMidnight, dhakaWallClock } from './dhaka-time';

describe('Dhaka time', () => {
  it('reads the wall clock and the calendar day of an instant in Dhaka', () => {
    expect(dhakaWallClock(new Date('2026-11-28T04:05:06Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 10,
      minute: 5,
      second: 6,
    });
    expect(dhakaDay(new Date('2026-11-27T17:59:59.999Z'))).toBe('2026-11-27');
    expect(dhakaDay(new Date('2026-11-27T18:00:00Z'))).toBe('2026-11-28');
    expect(dhakaWallClock(new Date('2026-11-27T18:00:00Z')).hour).toBe(0);
    expect(dhakaDaysBefore(new Date('2026-03-01T00:00:00Z'), 1)).toBe('2026-02-28');
  });

  it('begins a day at its Dhaka midnight, and the next day at the end of this one', () => {
    expect(dhakaMidnight('2026-11-28').toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(dhakaMidnight('2026-11-28', 1).toISOString()).toBe('2026-11-28T18:00:00.000Z');
    expect(dhakaMidnight('2026-12-31', 1).toISOString()).toBe('2026-12-31T18:00:00.000Z');
  });

  it('follows the tz database, not a fixed +06:00: Dhaka kept UTC+7 in the summer of 2009', () => {
    expect(dhakaMidnight('2009-07-01').toISOString()).toBe('2009-06-30T17:00:00.000Z');
    expect(dhakaDay(new Date('2009-06-30T17:30:00Z'))).toBe('2009-07-01');
    expect(dhakaMidnight('2009-06-01').toISOString()).toBe('2009-05-31T18:00:00.000Z');
  });
});
