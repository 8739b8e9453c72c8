import { is, Placeholder } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { PreparedStatements, placeholders, valuesAsTheyAre } from './prepared-statements';

const handle = () => ({}) as Db;

describe('prepared statements', () => {
  it('prepares a shape once per database handle and reuses it', () => {
    const statements = new PreparedStatements<{ shape: string }>();
    const prepare = vi.fn((shape: string) => ({ shape }));
    const pool = handle();
    const transaction = handle();
    const first = statements.get(pool, 'a', () => prepare('a'));
    expect(statements.get(pool, 'a', () => prepare('a'))).toBe(first);
    expect(statements.get(pool, 'b', () => prepare('b'))).toEqual({ shape: 'b' });
    expect(statements.get(transaction, 'a', () => prepare('a'))).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxShapes per handle and prepares any further shape for its one call', () => {
    const statements = new PreparedStatements<object>(2);
    const pool = handle();
    const prepare = vi.fn(() => ({}));
    for (const shape of ['a', 'b', 'c', 'c', 'a', 'b']) statements.get(pool, shape, prepare);
    // a and b are kept; c is prepared both times it is asked for.
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('binds every value as a named placeholder and collects the values', () => {
    const { bind, values } = placeholders();
    const merchant = bind('merchantId', 7);
    const since = bind('createdAtFrom', new Date('2026-11-21T18:00:00.000Z'));
    expect(is(merchant, Placeholder) && merchant.name).toBe('merchantId');
    expect(is(since, Placeholder) && since.name).toBe('createdAtFrom');
    expect(values).toEqual({ merchantId: 7, createdAtFrom: new Date('2026-11-21T18:00:00.000Z') });
    expect(valuesAsTheyAre('merchantId', 7)).toBe(7);
  });
});
