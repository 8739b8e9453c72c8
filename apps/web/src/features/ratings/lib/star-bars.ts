import type { RatingSummary } from '@mp/contract/rms/ratings';

export type StarBar = { star: 1 | 2 | 3 | 4 | 5; count: number; percent: number };

/** One bar per star, 5 down to 1, as a whole percentage of all ratings (0 when there are none). */
export function starBars(countsByStar: RatingSummary['countsByStar']): StarBar[] {
  const stars = [5, 4, 3, 2, 1] as const;
  const total = stars.reduce((sum, star) => sum + countsByStar[star], 0);
  return stars.map((star) => {
    const count = countsByStar[star];
    return { star, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}
