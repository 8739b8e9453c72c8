import { describe, expect, it } from 'vitest';
import { isRecentExport } from './export-icon';

const updateAt = '2026-11-22T10:00:00.000Z';
const minutesAfter = (minutes: number) => new Date(Date.parse(updateAt) + minutes * 60_000);

describe('the export-history icon', () => {
  it('is the highlighted blue icon 9 minutes after the newest entry’s updateAt', () => {
    expect(isRecentExport(updateAt, minutesAfter(9))).toBe(true);
  });

  it('is the plain icon 11 minutes after the newest entry’s updateAt', () => {
    expect(isRecentExport(updateAt, minutesAfter(11))).toBe(false);
  });

  it('stays highlighted at exactly 10 minutes (not yet earlier than now) and is plain with no export', () => {
    expect(isRecentExport(updateAt, minutesAfter(10))).toBe(true);
    expect(isRecentExport(undefined, minutesAfter(0))).toBe(false);
  });
});
