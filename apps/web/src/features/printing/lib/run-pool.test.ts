import { describe, expect, it } from 'vitest';
import { runPool } from './run-pool';

describe('fetching invoices with a small concurrency', () => {
  it('never runs more than the limit at once and keeps the order of the ids', async () => {
    let running = 0;
    let peak = 0;
    const results = await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (id) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (8 - id)));
      running--;
      if (id === 4) throw new Error('gone');
      return id * 10;
    });
    expect(peak).toBe(3);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      10,
      20,
      30,
      'failed',
      50,
      60,
      70,
    ]);
  });
});
