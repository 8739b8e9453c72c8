import type { OrderStage } from '@mp/contract/oms/orders';
import type { TokenPair } from '@mp/contract/ums/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  createOrder,
  post,
  stageOf,
  timelineCount,
} from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

describe('Idempotency-Key on order actions', () => {
  let t: TestApp;
  let owner: TokenPair;
  let other: TokenPair;
  let merchantId: number;
  let otherMerchantId: number;
  // COD: confirming a B2B order also asks about its payment proof, not this file's subject.
  const newOrder = (stage: OrderStage, ofMerchant = merchantId) =>
    createOrder(t.db, ofMerchant, { stage, orderType: 'COD' });
  const key = (name: string) => ({ 'idempotency-key': `${name}-${crypto.randomUUID()}` });

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, other, merchantId, otherMerchantId } = await createAccounts(t));
  });
  afterAll(() => t?.close());

  it('a repeat with the same key returns the first answer and does not act again', async () => {
    const order = await newOrder('placed');
    const headers = key('confirm');
    const first = await post(t, owner, merchantId, `${order.id}/confirm`, undefined, headers);
    const repeat = await post(t, owner, merchantId, `${order.id}/confirm`, undefined, headers);
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await timelineCount(t, order.id, 'stage_change')).toBe(1);
  });

  it('a note with a lone surrogate answers 400 before the key stores a reply, and the key stays free', async () => {
    const order = await newOrder('confirmed');
    const headers = key('surrogate');
    const body = (note: string) => ({ reasonCode: 'other', note });
    const refused = await post(
      t,
      owner,
      merchantId,
      `${order.id}/cancel`,
      body('x\uD800y'),
      headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await stageOf(t, order.id)).toBe('confirmed');
    // Nothing was kept under the key: the same key then acts once, on a note that is whole.
    const cancelled = await post(
      t,
      owner,
      merchantId,
      `${order.id}/cancel`,
      body('x\u{1F600}y'),
      headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stageOf(t, order.id)).toBe('cancelled');
  });

  it('replays a refusal as the same refusal', async () => {
    const order = await newOrder('dispatched');
    const headers = key('refused');
    const first = await post(t, owner, merchantId, `${order.id}/confirm`, undefined, headers);
    const repeat = await post(t, owner, merchantId, `${order.id}/confirm`, undefined, headers);
    expect(first.statusCode).toBe(409);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
  });

  it('the same key with another body or another order answers 409 CONFLICT and changes nothing', async () => {
    const order = await newOrder('confirmed');
    const headers = key('cancel');
    const first = await post(
      t,
      owner,
      merchantId,
      `${order.id}/cancel`,
      { reasonCode: 'out_of_stock' },
      headers,
    );
    expect(first.statusCode).toBe(200);
    const otherBody = await post(
      t,
      owner,
      merchantId,
      `${order.id}/cancel`,
      { reasonCode: 'duplicate_order' },
      headers,
    );
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    const another = await newOrder('placed');
    const otherOrder = await post(
      t,
      owner,
      merchantId,
      `${another.id}/cancel`,
      { reasonCode: 'out_of_stock' },
      headers,
    );
    expect(otherOrder.statusCode).toBe(409);
    expect(otherOrder.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await stageOf(t, another.id)).toBe('placed');
  });

  it('concurrent duplicates act once and all get the same answer', async () => {
    const order = await newOrder('placed');
    const headers = key('race');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t, owner, merchantId, `${order.id}/confirm`, undefined, headers),
      ),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await timelineCount(t, order.id, 'stage_change')).toBe(1);
  });

  it('replays a bulk confirm without confirming again', async () => {
    const orderIds = [(await newOrder('placed')).id, (await newOrder('delivered')).id];
    const headers = key('bulk');
    const first = await post(
      t,
      owner,
      merchantId,
      'shop-order/confirm/bulk',
      { orderIds },
      headers,
    );
    const repeat = await post(
      t,
      owner,
      merchantId,
      'shop-order/confirm/bulk',
      { orderIds },
      headers,
    );
    expect(repeat.json()).toEqual(first.json());
    expect(first.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    expect(await timelineCount(t, orderIds[0]!, 'stage_change')).toBe(1);
  });

  it('keys belong to one user: another user may use the same key for their own order', async () => {
    const mine = await newOrder('placed');
    const theirs = await newOrder('placed', otherMerchantId);
    const headers = { 'idempotency-key': 'shared-key-1' };
    const a = await post(t, owner, merchantId, `${mine.id}/confirm`, undefined, headers);
    const b = await post(t, other, otherMerchantId, `${theirs.id}/confirm`, undefined, headers);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it('refuses a malformed key', async () => {
    const order = await newOrder('placed');
    const response = await post(t, owner, merchantId, `${order.id}/confirm`, undefined, {
      'idempotency-key': 'x'.repeat(256),
    });
    expect(response.statusCode).toBe(400);
    expect(await stageOf(t, order.id)).toBe('placed');
  });
});
