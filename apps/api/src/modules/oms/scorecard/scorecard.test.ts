import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from '../../../../test/accounts';
import { createIssue } from '../../../../test/factories/issues.testing';
import { createOrders, get, post } from '../../../../test/factories/orders.testing';
import { createRatings } from '../../../../test/factories/ratings.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { orders } from '../orders/orders.table';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const SHOP_CAUSED = 'out_of_stock,price_error,cannot_ship';

describe('the scorecard', () => {
  let t: TestApp;
  let accounts: Accounts;
  let cardMerchant: number;
  let handOverMerchant: number;
  const scorecard = async (merchantId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/oms/merchant-scorecard',
      headers: accounts.as(merchantId),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createAccounts(t);
    [cardMerchant = 0, handOverMerchant = 0] = accounts.ownerMerchantIds;
  });
  afterAll(() => t?.close());

  it('counts the cancellations the shop caused among the week’s orders, as the list filtered by their reasons', async () => {
    const { owner } = accounts;
    const placedNow = { stage: 'placed' as const, fields: { createdAt: new Date() } };
    const [shopCaused, customerAsked] = await createOrders(t.db, cardMerchant, [
      placedNow,
      placedNow,
      placedNow,
      // Cancelled by the shop eight days ago: outside the week.
      { stage: 'cancelled', fields: { createdAt: ago(8 * DAY), cancelReasonCode: 'out_of_stock' } },
    ]);
    const cancel = (id: number, body: object) => post(t, owner, cardMerchant, `${id}/cancel`, body);
    expect((await cancel(shopCaused!.id, { reasonCode: 'out_of_stock' })).statusCode).toBe(200);
    const asked = await cancel(customerAsked!.id, {
      reasonCode: 'customer_asked',
      note: 'Ordered the wrong size',
    });
    expect(asked.statusCode).toBe(200);
    const withoutNote = await cancel(customerAsked!.id, { reasonCode: 'other' });
    expect(withoutNote.statusCode).toBe(400);
    expect(withoutNote.json().errorCode).toBe('VALIDATION_ERROR');
    const detail = (await get(t, owner, cardMerchant, `/${customerAsked!.id}`)).json();
    expect(detail.cancellation).toEqual({
      reasonCode: 'customer_asked',
      note: 'Ordered the wrong size',
    });
    // Another merchant's cancellation counts for that merchant alone.
    await createOrders(t.db, accounts.otherMerchantId, [
      { stage: 'cancelled', fields: { cancelReasonCode: 'price_error' } },
    ]);

    const card = await scorecard(cardMerchant);
    expect(card.cancellation).toEqual({ orders: 3, cancelledByShop: 1 });
    const week = `createdFrom=${card.from}&createdTo=${card.to}`;
    const linked = (
      await get(t, owner, cardMerchant, `?stage=cancelled&${week}&cancelReasons=${SHOP_CAUSED}`)
    ).json();
    expect(linked.totalElements).toBe(card.cancellation.cancelledByShop);
    const counts = (
      await get(t, owner, cardMerchant, `/stats/count?${week}&cancelReasons=${SHOP_CAUSED}`)
    ).json();
    expect(counts.counts.cancelled).toBe(1);
    expect(counts.total).toBe(1);
    const weekOrders = (await get(t, owner, cardMerchant, `?${week}`)).json();
    expect(weekOrders.totalElements).toBe(card.cancellation.orders);
  });

  it('counts confirmations by the end of the next Dhaka day: on time, late, still waiting past it', async () => {
    const { owner } = accounts;
    const threeDaysAgo = ago(3 * DAY);
    const before = await scorecard(cardMerchant);
    const [, , , fresh] = await createOrders(t.db, cardMerchant, [
      {
        stage: 'confirmed',
        fields: { createdAt: threeDaysAgo, confirmedAt: new Date(threeDaysAgo.getTime() + HOUR) },
      },
      { stage: 'confirmed', fields: { createdAt: threeDaysAgo, confirmedAt: ago(HOUR) } },
      { stage: 'placed', fields: { createdAt: threeDaysAgo } },
      // Placed now: confirmed now through the API, on time (COD: no payment proof to check).
      { stage: 'placed', orderType: 'COD', fields: { createdAt: ago(HOUR) } },
      // Placed now and waiting: not due yet.
      { stage: 'placed', fields: { createdAt: ago(HOUR) } },
    ]);
    expect((await post(t, owner, cardMerchant, `${fresh!.id}/confirm`)).statusCode).toBe(200);
    const after = await scorecard(cardMerchant);
    expect(after.confirmation).toEqual({
      onTime: before.confirmation.onTime + 2,
      late: before.confirmation.late + 1,
      overdue: before.confirmation.overdue + 1,
    });
  });

  it('counts pickup requests by the end of the second Dhaka day; asking again keeps the first time', async () => {
    const { owner } = accounts;
    const fourDaysAgo = ago(4 * DAY);
    const confirmed = { confirmedAt: new Date(fourDaysAgo.getTime() + HOUR) };
    const [, , , , fresh] = await createOrders(t.db, handOverMerchant, [
      {
        stage: 'ready_to_dispatch',
        fields: {
          ...confirmed,
          createdAt: fourDaysAgo,
          pickupRequestedAt: new Date(fourDaysAgo.getTime() + DAY),
        },
      },
      {
        stage: 'ready_to_dispatch',
        fields: { ...confirmed, createdAt: fourDaysAgo, pickupRequestedAt: ago(HOUR) },
      },
      {
        stage: 'dispatch_requestable',
        paid: true,
        fields: { ...confirmed, createdAt: fourDaysAgo, pickupRequestedAt: null },
      },
      // Waiting for its delivery charge: not the shop's to hand over yet.
      {
        stage: 'dispatch_requestable',
        paid: false,
        fields: { ...confirmed, createdAt: fourDaysAgo, pickupRequestedAt: null },
      },
      {
        stage: 'dispatch_requestable',
        paid: true,
        fields: { createdAt: ago(2 * HOUR), confirmedAt: ago(HOUR), pickupRequestedAt: null },
      },
    ]);
    const request = (path: string) => post(t, owner, handOverMerchant, `${fresh!.id}/${path}`);
    expect((await request('request-to-dispatch')).statusCode).toBe(200);
    const firstTime = async () =>
      (
        await t.db
          .select({ at: orders.pickupRequestedAt })
          .from(orders)
          .where(eq(orders.id, fresh!.id))
      )[0]?.at;
    const first = await firstTime();
    expect(first).toBeInstanceOf(Date);
    expect((await request('cancel-pickup-request')).statusCode).toBe(200);
    expect((await request('request-to-dispatch')).statusCode).toBe(200);
    expect(await firstTime()).toEqual(first);

    expect((await scorecard(handOverMerchant)).handOver).toEqual({
      onTime: 2,
      late: 1,
      overdue: 1,
    });
  });

  it('averages the hours to the merchant’s first answer, and the shop ratings of 90 days', async () => {
    await createIssue(t.db, handOverMerchant, { status: 'in_progress', hoursAgo: 10 });
    await createIssue(t.db, handOverMerchant, { status: 'open', hoursAgo: 5 });
    // Opened by the merchant, or ten days ago: not counted.
    await createIssue(t.db, handOverMerchant, { status: 'in_progress', source: 'merchant' });
    await createIssue(t.db, handOverMerchant, { status: 'in_progress', hoursAgo: 240 });
    const shop = await createShop(t.db, { merchantId: handOverMerchant });
    await createRatings(t.db, { merchantId: handOverMerchant, shopId: shop.id }, 5);
    await createRatings(t.db, { merchantId: handOverMerchant, shopId: shop.id }, 1, () => ({
      rating: 1,
      ratedAt: ago(100 * DAY),
    }));

    const card = await scorecard(handOverMerchant);
    // The test issues' first merchant answer comes two hours after they were opened.
    expect(card.issueResponse).toEqual({ opened: 2, answered: 1, averageHours: 2 });
    expect(card.rating).toEqual({ ratings: 5, average: 3 });
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/v1/oms/merchant-scorecard',
      headers: accounts.as(accounts.otherMerchantId),
    });
    expect(stranger.statusCode).toBe(404);
  });
});
