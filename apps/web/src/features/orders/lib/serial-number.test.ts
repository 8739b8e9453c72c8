import { describe, expect, it } from 'vitest';
import { serialNumber } from './serial-number';

describe('serial number of an order row', () => {
  it('counts from 1 on the first page', () => {
    expect(serialNumber(1, 20, 0)).toBe(1);
    expect(serialNumber(1, 20, 19)).toBe(20);
  });

  it('continues across pages: (page-1)*pageSize + index + 1', () => {
    expect(serialNumber(2, 20, 0)).toBe(21);
    expect(serialNumber(3, 50, 4)).toBe(105);
    expect(serialNumber(7, 10, 9)).toBe(70);
  });
});
