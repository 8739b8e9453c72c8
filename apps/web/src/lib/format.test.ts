import { dhakaDay, dhakaMidnight } from '@mp/contract/dhaka-time';
import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatDay, formatMomentShort } from './format';

describe('date formatting', () => {
  it("shows dates as dd MMM yyyy, hh:mm a on Dhaka's clock, wherever the browser is", () => {
    expect(formatDateTime(new Date('2025-01-05T08:07:00Z'))).toBe('05 Jan 2025, 02:07 PM');
    expect(formatDateTime(new Date('2025-12-30T18:30:00Z'))).toBe('31 Dec 2025, 12:30 AM');
    expect(formatDateTime('2025-01-04T18:00:00.000Z')).toBe('05 Jan 2025, 12:00 AM');
    expect(formatDateTime('2025-01-05T06:00:00.000Z')).toBe('05 Jan 2025, 12:00 PM');
    expect(formatDay(new Date('2025-01-04T18:00:00Z'))).toBe('05 Jan 2025');
  });

  it('shows a moment of today (in Dhaka) by its time alone, of another day with its date', () => {
    const today = dhakaMidnight(dhakaDay(new Date()));
    const tenFortyTwo = new Date(today.getTime() + (10 * 60 + 42) * 60_000);
    expect(formatMomentShort(tenFortyTwo)).toBe('10:42 AM');
    expect(formatMomentShort(tenFortyTwo.getTime())).toBe('10:42 AM');
    const yesterday = new Date(tenFortyTwo.getTime() - 24 * 60 * 60 * 1000);
    expect(formatMomentShort(yesterday)).toBe(formatDateTime(yesterday));
  });

  it('writes dates exactly as date-fns would with the same patterns on a UTC+6 clock', () => {
    for (let step = 0; step < 500; step += 1) {
      // Spread over 1990-2040, every hour of the day and both halves of it; Dhaka is UTC+6 in
      // all of it but the summer of 2009, which the contract's Dhaka-time test covers.
      const date = new Date(631_152_000_000 + step * 3_155_695_117);
      if (date.getUTCFullYear() === 2009) continue;
      const shifted = new Date(date.getTime() + 6 * 3_600_000);
      const wall = new Date(
        shifted.getUTCFullYear(),
        shifted.getUTCMonth(),
        shifted.getUTCDate(),
        shifted.getUTCHours(),
        shifted.getUTCMinutes(),
      );
      expect(formatDateTime(date)).toBe(format(wall, 'dd MMM yyyy, hh:mm a'));
      expect(formatDateTime(date.toISOString())).toBe(format(wall, 'dd MMM yyyy, hh:mm a'));
      const day = format(wall, 'yyyy-MM-dd');
      expect(formatDay(day)).toBe(format(parseISO(day), 'dd MMM yyyy'));
    }
  });

  it('shows a dash for an impossible calendar day', () => {
    expect(formatDay('2025-02-30')).toBe('—');
    expect(formatDay('2025-13-01')).toBe('—');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('shows a calendar day as dd MMM yyyy, the same day in every time zone', () => {
    expect(formatDay('2025-01-01')).toBe('01 Jan 2025');
    expect(formatDay('2025-12-31')).toBe('31 Dec 2025');
    expect(formatDay(null)).toBe('—');
  });

  it('writes the same format in Bangla with its month names and digits, never a mix', () => {
    const moment = new Date('2025-12-05T08:30:00Z');
    expect(formatDateTime(moment, 'bn')).toBe('০৫ ডিসে ২০২৫, ০২:৩০ PM');
    expect(formatDay('2025-01-31', 'bn')).toBe('৩১ জানু ২০২৫');
    expect(formatDateTime(moment, 'en')).toBe('05 Dec 2025, 02:30 PM');
    for (let month = 1; month <= 12; month++) {
      expect(formatDay(`2025-${String(month).padStart(2, '0')}-01`, 'bn')).not.toMatch(
        /[0-9A-Za-z]/,
      );
    }
  });
});

describe('count formatting', () => {
  it('writes counts with the language’s digits and grouping', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatCount(0.5, 'bn')).toBe('০.৫');
  });
});
