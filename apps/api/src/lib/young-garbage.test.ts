import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectYoungGarbage } from './young-garbage';

const MB = 1024 * 1024;

describe('collectYoungGarbage', () => {
  it('frees dead Buffers at once, without exposing gc to the process', async () => {
    for (let i = 0; i < 8; i++) Buffer.alloc(MB); // dead as soon as made
    const before = process.memoryUsage().arrayBuffers;
    collectYoungGarbage();
    await sleep(20); // the backing stores may be released by a background sweeper
    expect(before - process.memoryUsage().arrayBuffers).toBeGreaterThanOrEqual(7 * MB);
    expect('gc' in globalThis).toBe(false);
  });
});
