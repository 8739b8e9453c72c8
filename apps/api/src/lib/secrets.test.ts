import { describe, expect, it } from 'vitest';
import { sameSecret } from './secrets';

describe('sameSecret', () => {
  it('is true only for the same text', () => {
    expect(sameSecret('a1b2c3', 'a1b2c3')).toBe(true);
    expect(sameSecret('a1b2c4', 'a1b2c3')).toBe(false);
    expect(sameSecret('a1b2c', 'a1b2c3')).toBe(false);
    expect(sameSecret('a1b2c3 ', 'a1b2c3')).toBe(false);
  });

  it('refuses what is not text, and never matches an empty expected secret', () => {
    expect(sameSecret(undefined, 'secret')).toBe(false);
    expect(sameSecret(['secret'], 'secret')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});
