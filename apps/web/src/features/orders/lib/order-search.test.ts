import { describe, expect, it } from 'vitest';
import {
  chosenFilters,
  hasFilters,
  needsStageDefaults,
  orderSearchSchema,
  toCountQuery,
  toListQuery,
  withStageDefaults,
} from './order-search';

describe('order list URL search params', () => {
  it("read the sidebar's Ready for Pickup link as paid COD and B2B orders on page 1", () => {
    const search = orderSearchSchema.parse({
      deliveryChargePaymentStatus: 'paid',
      page: 1,
      orderTypes: 'COD,B2B',
    });
    expect(needsStageDefaults('dispatch_requestable', search)).toBe(false);
    expect(toListQuery('dispatch_requestable', search)).toEqual({
      stage: 'dispatch_requestable',
      deliveryChargePaymentStatus: 'paid',
      orderTypes: 'COD,B2B',
      page: 1,
      limit: 20,
      orderBy: 'createdAt',
      orderDirection: 'desc',
    });
  });

  it('pass the order the pager came from to the list, and drop a malformed one', () => {
    const next = orderSearchSchema.parse({ page: 3, after: '1146' });
    expect(toListQuery('all', next)).toMatchObject({ page: 3, after: 1146 });
    expect(toListQuery('all', next).before).toBeUndefined();
    const back = orderSearchSchema.parse({ page: 2, before: 1147 });
    expect(toListQuery('placed', back)).toMatchObject({ page: 2, before: 1147 });
    expect(orderSearchSchema.parse({ after: '-3' }).after).toBeUndefined();
    expect(orderSearchSchema.parse({ after: 'abc' }).after).toBeUndefined();
  });

  it('give Ready for Pickup its filter when the URL has none, and only that list', () => {
    const bare = orderSearchSchema.parse({});
    expect(needsStageDefaults('dispatch_requestable', bare)).toBe(true);
    expect(withStageDefaults('dispatch_requestable', bare)).toEqual({
      deliveryChargePaymentStatus: 'paid',
      orderTypes: 'COD,B2B',
    });
    expect(needsStageDefaults('placed', bare)).toBe(false);
    expect(withStageDefaults('all', bare)).toEqual({});
  });

  it('let a merchant see unpaid or any Ready for Pickup orders by saying so in the URL', () => {
    const unpaid = orderSearchSchema.parse({ deliveryChargePaymentStatus: 'unpaid' });
    expect(withStageDefaults('dispatch_requestable', unpaid).deliveryChargePaymentStatus).toBe(
      'unpaid',
    );
    const any = orderSearchSchema.parse({ deliveryChargePaymentStatus: 'all', orderTypes: 'B2B' });
    expect(needsStageDefaults('dispatch_requestable', any)).toBe(false);
    expect(toCountQuery(any)).toEqual({ orderTypes: 'B2B' });
  });

  it('keep every filter of the bar, in the shape the API reads', () => {
    const search = orderSearchSchema.parse({
      orderTypes: 'b2b,COD,COD',
      shopIds: 5,
      createdFrom: '2026-11-01',
      createdTo: '2026-11-20',
      search: ' 01711 ',
      orderBy: 'total',
      orderDirection: 'asc',
      page: '3',
      limit: 50,
    });
    expect(toListQuery('placed', search)).toEqual({
      stage: 'placed',
      orderTypes: 'COD,B2B',
      shopIds: '5',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-20',
      search: '01711',
      page: 3,
      limit: 50,
      orderBy: 'total',
      orderDirection: 'asc',
    });
    expect(toListQuery('all', search).stage).toBeUndefined();
  });

  it('drop malformed values instead of failing the page', () => {
    expect(
      orderSearchSchema.parse({
        page: 0,
        limit: 33,
        orderTypes: 'PREPAID',
        deliveryChargePaymentStatus: 'maybe',
        shopIds: 'x,-2',
        createdFrom: '01/11/2026',
        orderBy: 'price',
        orderDirection: 'up',
        search: '   ',
      }),
    ).toEqual({});
  });

  it('read a reversed date range the way it was meant', () => {
    expect(orderSearchSchema.parse({ createdFrom: '2026-11-20', createdTo: '2026-11-01' })).toEqual(
      {
        createdFrom: '2026-11-01',
        createdTo: '2026-11-20',
      },
    );
  });

  it("do not count Ready for Pickup's own default as a filter to clear", () => {
    const defaults = withStageDefaults('dispatch_requestable', orderSearchSchema.parse({}));
    expect(hasFilters(defaults, 'dispatch_requestable')).toBe(false);
    expect(hasFilters(defaults, 'placed')).toBe(true);
    expect(hasFilters(orderSearchSchema.parse({ search: 'Rahim' }), 'all')).toBe(true);
  });

  it("carry the chosen filters to the other stages, not Ready for Pickup's own defaults", () => {
    const pickup = orderSearchSchema.parse({
      page: 3,
      deliveryChargePaymentStatus: 'paid',
      orderTypes: 'COD,B2B',
      search: 'Rahim',
    });
    expect(chosenFilters('dispatch_requestable', pickup)).toEqual({ search: 'Rahim' });
    // Chosen on another stage, the same values are the person's own choice.
    expect(chosenFilters('placed', pickup)).toEqual({
      deliveryChargePaymentStatus: 'paid',
      orderTypes: 'COD,B2B',
      search: 'Rahim',
    });
    // Unpaid on Ready for Pickup is not its default: a choice that goes along.
    const unpaid = orderSearchSchema.parse({
      deliveryChargePaymentStatus: 'unpaid',
      orderTypes: 'COD',
    });
    expect(chosenFilters('dispatch_requestable', unpaid)).toEqual({
      deliveryChargePaymentStatus: 'unpaid',
      orderTypes: 'COD',
    });
  });
});
