import { describe, expect, it } from 'vitest';
import {
  currentTab,
  hasFilters,
  issueSearchSchema,
  tabCount,
  toCountQuery,
  toListQuery,
} from './issue-search';

describe('the issues list URL', () => {
  it('opens the menu link /merchant/issues?status=all on every status, newest activity first', () => {
    const search = issueSearchSchema.parse({ status: 'all' });
    expect(currentTab(search)).toBe('all');
    expect(toListQuery(search)).toEqual({
      status: 'all',
      page: 1,
      limit: 20,
      orderBy: 'lastActivityAt',
      orderDirection: 'desc',
    });
  });

  it('reads a status tab, filters, page and sort and sends them to the list', () => {
    const search = issueSearchSchema.parse({
      status: 'in_progress',
      type: 'payment',
      shopId: '3',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-15',
      search: ' ORD-2609 ',
      page: '2',
      limit: '50',
      orderBy: 'createdAt',
    });
    expect(toListQuery(search)).toEqual({
      status: 'in_progress',
      type: 'payment',
      shopId: 3,
      createdFrom: '2026-11-01',
      createdTo: '2026-11-15',
      search: 'ORD-2609',
      page: 2,
      limit: 50,
      orderBy: 'createdAt',
      orderDirection: 'desc',
    });
  });

  it('counts per status with the same filters but without status, page or sort', () => {
    const search = issueSearchSchema.parse({ status: 'open', type: 'delivery', page: 4 });
    expect(toCountQuery(search)).toEqual({ type: 'delivery' });
    expect(hasFilters(search)).toBe(true);
    expect(hasFilters(issueSearchSchema.parse({ status: 'resolved', page: 2 }))).toBe(false);
  });

  it('drops what it cannot read instead of failing the page', () => {
    const search = issueSearchSchema.parse({
      status: 'closed',
      type: 'refund',
      shopId: '-1',
      createdFrom: '15/11/2026',
      page: '0',
      limit: '7',
      orderBy: 'subject',
    });
    expect(search).toEqual({});
    expect(currentTab(search)).toBe('all');
  });

  it('keeps a numeric search (the router reads ?search=135 as a number) as text', () => {
    expect(issueSearchSchema.parse({ search: 10130 }).search).toBe('10130');
  });

  it('reads a reversed date range the way the merchant meant it', () => {
    const search = issueSearchSchema.parse({ createdFrom: '2026-11-20', createdTo: '2026-11-02' });
    expect(search).toMatchObject({ createdFrom: '2026-11-02', createdTo: '2026-11-20' });
  });
});

describe('status tabs', () => {
  const counts = { counts: { open: 15, in_progress: 14, resolved: 7 }, total: 36 };

  it('show the total on All and each status its own count', () => {
    expect(tabCount('all', counts)).toBe(36);
    expect(tabCount('open', counts)).toBe(15);
    expect(tabCount('in_progress', counts)).toBe(14);
    expect(tabCount('resolved', counts)).toBe(7);
    expect(tabCount('open', undefined)).toBeUndefined();
  });
});
