import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compact,
  dateParam,
  idParam,
  ordered,
  pageParam,
  pageSizeParam,
  searchParam,
  serialNumber,
} from './list-search';

const schema = z.object({
  page: pageParam,
  limit: pageSizeParam([10, 20]),
  from: dateParam,
  search: searchParam,
  shopId: idParam,
});

describe('list search params', () => {
  it('reads the numbers the router parses from the URL and drops what a list cannot show', () => {
    expect(
      schema.parse({ page: '2', limit: 20, from: '2025-01-31', search: 135, shopId: '5' }),
    ).toEqual({ page: 2, limit: 20, from: '2025-01-31', search: '135', shopId: 5 });
    expect(
      schema.parse({
        page: 0,
        limit: 30,
        from: '2025-13-01',
        search: '   ',
        shopId: 2_147_483_648,
      }),
    ).toEqual({});
  });

  it('drops a day the calendar does not have, as the API would refuse it', () => {
    expect(schema.parse({ from: '2025-02-29' })).toEqual({});
    expect(schema.parse({ from: '2024-02-29' })).toEqual({ from: '2024-02-29' });
  });

  it('caps the free text at 100 characters', () => {
    expect(schema.parse({ search: ` ${'x'.repeat(120)} ` }).search).toHaveLength(100);
  });

  it('reads a reversed date range the way the merchant meant it', () => {
    expect(ordered('2025-03-01', '2025-01-01')).toEqual({ from: '2025-01-01', to: '2025-03-01' });
    expect(ordered('2025-01-01', undefined)).toEqual({ from: '2025-01-01', to: undefined });
  });

  it('leaves the unset params out of the URL', () => {
    expect(compact({ page: 1, search: undefined })).toEqual({ page: 1 });
    expect(Object.keys(compact({ page: 1, search: undefined }))).toEqual(['page']);
  });
});

describe('serial number of a list row', () => {
  it('counts from 1 on the first page', () => {
    expect(serialNumber(1, 20, 0)).toBe(1);
    expect(serialNumber(1, 20, 19)).toBe(20);
  });

  it('continues across pages: (page-1)*pageSize + index + 1', () => {
    expect(serialNumber(2, 20, 0)).toBe(21);
    expect(serialNumber(3, 50, 4)).toBe(105);
    expect(serialNumber(7, 10, 9)).toBe(70);
    expect(serialNumber(3, 20, 4)).toBe(45);
  });
});
