import { dhakaDay } from '@mp/contract/dhaka-time';
import { orderListQuerySchema, orderStages } from '@mp/contract/oms/orders';
import type { TokenPair } from '@mp/contract/ums/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  createOrders,
  get,
  ordersInStages,
  type TestOrder,
} from '../../../../test/factories/orders.testing';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { prepareOrderList } from './orders.queries';

type Item = {
  id: number;
  stage: string;
  orderNumber: string;
  total: number;
  customer: { name: string; phone: string };
};
const newestFirst = (a: TestOrder, b: TestOrder) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

describe('order lists, filters and counts', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let all: TestOrder[];
  const list = async (query: string) => {
    const response = await get(t, owner, merchantId, `?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      content: Item[];
      page: number;
      limit: number;
      totalElements: number;
      totalPages: number;
    };
  };
  const idsOf = (page: { content: Item[] }) => page.content.map((o) => o.id);

  beforeAll(async () => {
    t = await createTestApp();
    let otherMerchantId: number;
    ({ owner, merchantId, otherMerchantId } = await createAccounts(t));
    for (const name of ['Dhanmondi Outlet', 'Online Exclusive']) {
      const shop = await createShop(t.db, { merchantId, name });
      await createShopProduct(t.db, shop, { price: 850 });
      await createShopProduct(t.db, shop, { price: 2400.5 });
    }
    all = await createOrders(t.db, merchantId, [
      ...ordersInStages([...orderStages], 3),
      ...ordersInStages(['dispatch_requestable'], 2, { paid: true, orderType: 'COD' }),
      ...ordersInStages(['dispatch_requestable'], 1, { paid: true, orderType: 'B2B' }),
      ...ordersInStages(['placed'], 2, { orderType: 'B2B' }),
    ]);
    await createOrders(t.db, otherMerchantId, ordersInStages(['placed', 'dispatched']));
  });
  afterAll(() => t?.close());

  it('All Orders: newest first in the page envelope, with the narrow list fields', async () => {
    const page = await list('');
    expect(page).toMatchObject({
      page: 1,
      limit: 20,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / 20),
    });
    expect(idsOf(page)).toEqual(
      [...all]
        .sort(newestFirst)
        .slice(0, 20)
        .map((o) => o.id),
    );
    expect(Object.keys(page.content[0]!).sort()).toEqual([
      'codAmount',
      'createdAt',
      'customer',
      'deliveryCharge',
      'deliveryChargePaymentStatus',
      'id',
      'invoicePrintedAt',
      'itemCount',
      'orderNumber',
      'orderType',
      'paymentProofStatus',
      'shop',
      'stage',
      'stageChangedAt',
      'total',
    ]);
    expect(await list('stage=all')).toMatchObject({ totalElements: all.length });
  });

  it('filters by one stage or several', async () => {
    for (const stage of orderStages) {
      const page = await list(`stage=${stage}&limit=100`);
      expect(page.totalElements).toBe(all.filter((o) => o.stage === stage).length);
      expect(page.content.every((o) => o.stage === stage)).toBe(true);
    }
    const two = await list('stage=placed,confirmed');
    expect(two.totalElements).toBe(
      all.filter((o) => ['placed', 'confirmed'].includes(o.stage)).length,
    );
  });

  it('a plain tab (its prepared statements) pages as the same query built for filters does', async () => {
    // Both order types is no filter at all, but it sends the list through the built statement.
    for (const stage of ['', 'stage=placed&']) {
      const byPage = [];
      for (let page = 1; page <= 3; page++) {
        const plain = await list(`${stage}page=${page}&limit=2`);
        const built = await list(`${stage}page=${page}&limit=2&orderTypes=COD,B2B`);
        expect(plain).toEqual(built);
        byPage.push(...idsOf(plain));
      }
      const expected = all.filter((o) => !stage || o.stage === 'placed').sort(newestFirst);
      expect(byPage).toEqual(expected.slice(0, byPage.length).map((o) => o.id));
      expect(byPage.length).toBeGreaterThan(2);
    }
  });

  it('Ready for Pickup: dispatch_requestable, delivery charge paid, both types', async () => {
    const page = await list(
      'stage=dispatch_requestable&deliveryChargePaymentStatus=paid&orderTypes=COD,B2B&page=1',
    );
    const expected = all.filter(
      (o) => o.stage === 'dispatch_requestable' && o.deliveryChargePaymentStatus === 'paid',
    );
    expect(page.totalElements).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    const b2b = await list('orderTypes=B2B&limit=100');
    expect(b2b.totalElements).toBe(all.filter((o) => o.orderType === 'B2B').length);
  });

  it('filters by shop and by merchant-local creation days', async () => {
    const shopId = all[0]!.shopId;
    const byShop = await list(`shopIds=${shopId}`);
    expect(byShop.totalElements).toBe(all.filter((o) => o.shopId === shopId).length);

    const day = dhakaDay(all[all.length - 1]!.createdAt);
    const sameDay = await list(`createdFrom=${day}&createdTo=${day}&limit=100`);
    expect(sameDay.totalElements).toBe(all.filter((o) => dhakaDay(o.createdAt) === day).length);
    expect(sameDay.totalElements).toBeGreaterThan(0);
    const since = await list(`createdFrom=${day}`);
    expect(since.totalElements).toBe(all.filter((o) => dhakaDay(o.createdAt) >= day).length);
  });

  it('searches the order number, the customer name and the phone', async () => {
    const target = all[17]!;
    expect(idsOf(await list(`search=${target.orderNumber}`))).toEqual([target.id]);
    const phone = await list(`search=${target.customerPhone.slice(3, 10)}`);
    expect(idsOf(phone)).toContain(target.id);
    const surname = target.customerName.split(' ')[1]!;
    const byName = await list(`search=${surname.toLowerCase()}&limit=100`);
    expect(byName.totalElements).toBe(all.filter((o) => o.customerName.includes(surname)).length);
    expect((await list('search=%25_')).totalElements).toBe(0);
  });

  it('finds a phone typed with or without the leading 0, with +880 or 880, spaced or not', async () => {
    const target = all[23]!;
    const local = target.customerPhone; // 01712345678
    const national = local.slice(1);
    for (const typed of [
      local,
      national,
      `+880${national}`,
      `880${national}`,
      `+880 ${national.slice(0, 4)}-${national.slice(4)}`,
    ]) {
      const found = await list(`search=${encodeURIComponent(typed)}&limit=100`);
      expect(idsOf(found), typed).toContain(target.id);
      expect(
        found.content.every((o) => o.customer.phone.includes(national)),
        typed,
      ).toBe(true);
    }
  });

  it('filters by invoice printing (none printed yet)', async () => {
    expect((await list('printed=false')).totalElements).toBe(all.length);
    expect((await list('printed=true')).totalElements).toBe(0);
  });

  it("filters by the payment proof's status, in the list and in the stage counts", async () => {
    const pending = all.filter((o) => o.paymentProofStatus === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    const page = await list('paymentProofStatus=pending&limit=100');
    expect(idsOf(page).sort()).toEqual(pending.map((o) => o.id).sort());
    expect(page.totalElements).toBe(pending.length);
    const counts = (
      await get(t, owner, merchantId, '/stats/count?paymentProofStatus=pending')
    ).json();
    for (const stage of orderStages) {
      expect(counts.counts[stage] ?? 0, stage).toBe(
        pending.filter((o) => o.stage === stage).length,
      );
    }
    expect((await list('paymentProofStatus=valid&stage=placed')).totalElements).toBe(
      all.filter((o) => o.paymentProofStatus === 'valid' && o.stage === 'placed').length,
    );
  });

  it('sorts by total, order number and stage change, both directions', async () => {
    const byTotal = await list('orderBy=total&orderDirection=asc&limit=100');
    const totals = byTotal.content.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBe(Math.min(...all.map((o) => o.total)));
    const byNumber = await list('orderBy=orderNumber&orderDirection=desc');
    expect(byNumber.content[0]!.orderNumber).toBe(
      all
        .map((o) => o.orderNumber)
        .sort()
        .at(-1),
    );
    const byChange = await list('orderBy=stageChangedAt&orderDirection=desc&stage=confirmed');
    const latest = all
      .filter((o) => o.stage === 'confirmed')
      .sort((a, b) => b.stageChangedAt.getTime() - a.stageChangedAt.getTime() || b.id - a.id);
    expect(byChange.content[0]!.id).toBe(latest[0]!.id);
  });

  it('pages on the server: page, limit, totals, a partial last page and an empty page beyond', async () => {
    const sorted = [...all].sort(newestFirst);
    const second = await list('page=2&limit=7');
    expect(second).toMatchObject({
      page: 2,
      limit: 7,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / 7),
    });
    expect(idsOf(second)).toEqual(sorted.slice(7, 14).map((o) => o.id));
    const lastPage = Math.ceil(all.length / 7);
    const last = await list(`page=${lastPage}&limit=7`);
    expect(last.content).toHaveLength(all.length - (lastPage - 1) * 7);
    expect((await list(`page=${lastPage + 1}&limit=7`)).content).toEqual([]);
  });

  it('counts every stage for the filters, stage itself left out', async () => {
    const response = await get(t, owner, merchantId, '/stats/count');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const stage of orderStages) {
      expect(body.counts[stage]).toBe(all.filter((o) => o.stage === stage).length);
    }
    expect(body.total).toBe(all.length);
    const cod = (
      await get(
        t,
        owner,
        merchantId,
        '/stats/count?orderTypes=COD&deliveryChargePaymentStatus=paid',
      )
    ).json();
    expect(cod.counts.dispatch_requestable).toBe(
      all.filter(
        (o) =>
          o.stage === 'dispatch_requestable' &&
          o.orderType === 'COD' &&
          o.deliveryChargePaymentStatus === 'paid',
      ).length,
    );
    const withStage = await get(t, owner, merchantId, '/stats/count?stage=placed');
    expect(withStage.statusCode).toBe(400);
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of [
      'stage=shipped',
      'limit=101',
      'page=0',
      'orderTypes=COD,CASH',
      'createdFrom=2026-13-01x',
      'createdFrom=2026-13-45',
      'createdTo=2025-02-29',
      'createdFrom=2026-02-02&createdTo=2026-02-01',
      'shopIds=abc',
      'orderBy=customerName',
      'isAdmin=true',
    ]) {
      const response = await get(t, owner, merchantId, `?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('answers the detail with items, address, payment, logistics and timeline', async () => {
    const dispatched = all.find((o) => o.stage === 'dispatched')!;
    const detail = (await get(t, owner, merchantId, `/${dispatched.id}`)).json();
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.deliveryAddress.city).toEqual(expect.any(String));
    expect(detail.logistics.courierName).toEqual(expect.any(String));
    expect(detail.logistics.trackingNumber).toMatch(/^TRK\d+$/);
    expect(detail.deliveryChargePaymentStatus).toBe('paid');
    expect(detail.allowedActions).toEqual(['confirm-delivery', 'notes']);
    const stages = detail.timeline.filter((e: { kind: string }) => e.kind === 'stage_change');
    expect(stages.map((e: { toStage: string }) => e.toStage)).toEqual([
      'dispatched',
      'ready_to_dispatch',
      'dispatch_requestable',
      'pickup_initiated',
      'in_inspection',
      'confirmed',
    ]);
    expect(stages.find((e: { toStage: string }) => e.toStage === 'in_inspection').actor).toEqual({
      kind: 'marketplace',
    });
    const sum = detail.items.reduce((s: number, i: { lineTotal: number }) => s + i.lineTotal, 0);
    expect(detail.subtotal).toBeCloseTo(sum, 2);
    expect(detail.total).toBeCloseTo(detail.subtotal + detail.deliveryCharge - detail.discount, 2);
  });
});

describe('deep pages', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let otherMerchantId: number;
  let all: TestOrder[];
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, merchantId, otherMerchantId } = await createAccounts(t));
    all = await createOrders(t.db, merchantId, ordersInStages([...orderStages], 4));
  });
  afterAll(() => t?.close());

  const key = {
    createdAt: (o: TestOrder) => o.createdAt.getTime(),
    total: (o: TestOrder) => o.total,
  };
  const sortedBy = (orderBy: keyof typeof key, orderDirection: 'asc' | 'desc') => {
    const sign = orderDirection === 'asc' ? 1 : -1;
    return [...all].sort((a, b) => sign * (key[orderBy](a) - key[orderBy](b) || a.id - b.id));
  };
  const ids = (orders: { id: number }[]) => orders.map((order) => order.id);

  it('reads back-half pages from the end with the same rows and order as a forward walk', async () => {
    for (const orderBy of ['createdAt', 'total'] as const) {
      for (const orderDirection of ['asc', 'desc'] as const) {
        const sorted = sortedBy(orderBy, orderDirection);
        const limit = 7;
        const pages = Math.ceil(all.length / limit) + 1;
        for (let page = 1; page <= pages; page++) {
          const query = orderListQuerySchema.parse({
            page: String(page),
            limit: String(limit),
            orderBy,
            orderDirection,
          });
          // A tiny threshold sends every page but the first through the deep path.
          const { rows, total } = await prepareOrderList(t.db, { deepOffset: limit })(
            merchantId,
            query,
          );
          expect(total).toBe(all.length);
          expect(
            rows.map((r) => r.id),
            `${orderBy} ${orderDirection} page ${page}`,
          ).toEqual(sorted.slice((page - 1) * limit, page * limit).map((o) => o.id));
        }
      }
    }
  });

  it('reads a typed deep page by time placed from its Dhaka day, days crowded and at midnight', async () => {
    const { ownerMerchantIds } = await createAccounts(t);
    const crowdedId = ownerMerchantIds[1]!;
    // Three Dhaka days: their midnights, the instant before one, and orders placed together.
    const times = [
      '2026-03-09T08:00:00+06:00',
      '2026-03-09T08:00:00+06:00',
      '2026-03-09T23:59:59.999+06:00',
      '2026-03-10T00:00:00+06:00',
      '2026-03-10T00:00:00+06:00',
      '2026-03-10T12:30:00+06:00',
      '2026-03-10T12:30:00+06:00',
      '2026-03-10T12:30:00+06:00',
      '2026-03-10T23:59:59.999+06:00',
      '2026-03-11T00:00:00+06:00',
      '2026-03-11T09:15:00+06:00',
    ];
    const crowded = await createOrders(
      t.db,
      crowdedId,
      times.map((time, index) => ({
        stage: index % 2 ? 'placed' : 'delivered',
        fields: { createdAt: new Date(time) },
      })),
    );
    const limit = 2;
    const listOrders = prepareOrderList(t.db, { deepOffset: limit });
    for (const stage of [undefined, 'placed'] as const) {
      const listed = crowded.filter((order) => !stage || order.stage === stage);
      for (const orderDirection of ['asc', 'desc'] as const) {
        const sign = orderDirection === 'asc' ? 1 : -1;
        const sorted = ids(
          [...listed].sort(
            (a, b) => sign * (a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id),
          ),
        );
        for (let page = 1; page <= Math.ceil(sorted.length / limit) + 1; page++) {
          const query = orderListQuerySchema.parse({
            page: String(page),
            limit: String(limit),
            orderDirection,
            ...(stage && { stage }),
          });
          const { rows, total } = await listOrders(crowdedId, query);
          expect(total).toBe(sorted.length);
          expect(ids(rows), `${stage ?? 'all'} ${orderDirection} page ${page}`).toEqual(
            sorted.slice((page - 1) * limit, page * limit),
          );
        }
      }
    }
  });

  it('pages from the neighbouring order (after, before) exactly as by page number', async () => {
    const limit = 6;
    for (const orderBy of ['createdAt', 'total'] as const) {
      for (const orderDirection of ['asc', 'desc'] as const) {
        const sorted = ids(sortedBy(orderBy, orderDirection));
        const pages = Math.ceil(sorted.length / limit);
        const sort = `limit=${limit}&orderBy=${orderBy}&orderDirection=${orderDirection}`;
        let previous: number[] = [];
        for (let page = 1; page <= pages; page++) {
          const after = page === 1 ? '' : `&after=${previous.at(-1)}`;
          const answer = (await get(t, owner, merchantId, `?${sort}&page=${page}${after}`)).json();
          previous = ids(answer.content);
          expect(previous, `${sort} next to page ${page}`).toEqual(
            sorted.slice((page - 1) * limit, page * limit),
          );
          expect(answer.totalElements).toBe(all.length);
          expect(answer.totalIsLowerBound).toBeUndefined();
        }
        for (let page = pages - 1; page >= 1; page--) {
          const before = `&before=${previous[0]}`;
          const answer = (await get(t, owner, merchantId, `?${sort}&page=${page}${before}`)).json();
          previous = ids(answer.content);
          expect(previous, `${sort} back to page ${page}`).toEqual(
            sorted.slice((page - 1) * limit, page * limit),
          );
        }
      }
    }
  });

  it("pages on from an order that has left the list, never from another merchant's", async () => {
    // A COD order: confirming it needs no payment proof.
    const placed = all
      .filter((order) => order.stage === 'placed' && order.orderType === 'COD')
      .sort(newestFirst);
    const gone = placed[0]!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/oms/merchant-orders/${gone.id}/confirm`,
      headers: t.auth(owner, merchantId),
    });
    expect(confirm.statusCode).toBe(200);
    const next = (await get(t, owner, merchantId, `?stage=placed&page=2&after=${gone.id}`)).json();
    expect(ids(next.content)).toEqual(ids(placed.slice(1)));
    const [theirs] = await createOrders(t.db, otherMerchantId, ordersInStages(['placed']));
    const foreign = await get(t, owner, merchantId, `?stage=placed&page=2&after=${theirs!.id}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().content).toEqual([]);
    const both = await get(t, owner, merchantId, `?after=${gone.id}&before=${gone.id}`);
    expect(both.statusCode).toBe(400);
  });

  it('counts a search past its page only up to a bound, then says the total is a lower bound', async () => {
    const listOrders = prepareOrderList(t.db, { searchCountBound: 5 });
    // Every order number of this merchant holds "ORD-": all of them match.
    const search = (page: number) =>
      listOrders(
        merchantId,
        orderListQuerySchema.parse({ search: 'ORD-', limit: '4', page: String(page) }),
      );
    const first = await search(1);
    expect(first.rows).toHaveLength(4);
    expect(first).toMatchObject({ total: 5, totalIsLowerBound: true });
    const pages = Math.ceil(all.length / 4);
    const last = await search(pages);
    expect(last).toMatchObject({ total: all.length, totalIsLowerBound: false });
    expect(last.rows.length).toBe(all.length - (pages - 1) * 4);
    const beyond = await search(pages + 1);
    expect(beyond).toMatchObject({ rows: [], total: all.length, totalIsLowerBound: false });
    const few = await listOrders(
      merchantId,
      orderListQuerySchema.parse({ search: all[0]!.orderNumber, limit: '4' }),
    );
    expect(few).toMatchObject({ total: 1, totalIsLowerBound: false });
  });
});
