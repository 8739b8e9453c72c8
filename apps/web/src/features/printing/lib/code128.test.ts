import { describe, expect, it } from 'vitest';
import { code128Bars, code128Values } from './code128';

describe('Code 128 barcodes of order numbers', () => {
  it('starts with set B, adds the modulo-103 check symbol and stops', () => {
    // "AB": values 33 and 34; check = (104 + 33*1 + 34*2) % 103 = 205 % 103 = 102.
    expect(code128Values('AB')).toEqual([104, 33, 34, 102, 106]);
  });

  it('draws 11 modules per symbol and 13 for the stop pattern', () => {
    const number = 'ORD-2611-000123';
    const { width, bars } = code128Bars(number);
    expect(width).toBe(11 * (number.length + 2) + 13);
    expect(bars[0]).toEqual({ x: 0, width: 2 });
    expect(bars.length).toBe(3 * (number.length + 2) + 4);
  });

  it('refuses characters outside printable ASCII', () => {
    expect(() => code128Values('অ')).toThrow();
  });
});
