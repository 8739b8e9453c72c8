import { describe, expect, it } from 'vitest';
import { starBars } from './star-bars';

describe('star bars', () => {
  it('has one bar per star from 5 down to 1, sized by its share of all ratings', () => {
    expect(starBars({ 1: 1, 2: 0, 3: 1, 4: 2, 5: 6 })).toEqual([
      { star: 5, count: 6, percent: 60 },
      { star: 4, count: 2, percent: 20 },
      { star: 3, count: 1, percent: 10 },
      { star: 2, count: 0, percent: 0 },
      { star: 1, count: 1, percent: 10 },
    ]);
  });

  it('is empty (0%) for every star while there are no ratings', () => {
    expect(starBars({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }).map((bar) => bar.percent)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});
