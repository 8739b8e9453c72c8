import { orderStages } from '@mp/contract/oms/orders';
import type { TokenPair } from '@mp/contract/ums/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  createOrders,
  get,
  ordersInStages,
  ordersOf,
  post,
  stageOf,
  type TestOrder,
  timelineCount,
} from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

const ACTIONS: [string, unknown][] = [
  ['confirm', undefined],
  ['request-to-dispatch', undefined],
  ['cancel-pickup-request', undefined],
  ['dispatch', undefined],
  ['confirm-delivery', undefined],
  ['cancel', { reasonCode: 'other', note: 'Not mine to cancel' }],
  ['payment-proof-validate', { valid: true }],
  ['notes', { note: 'Hello from another merchant' }],
];

describe("another merchant's orders", () => {
  let t: TestApp;
  let owner: TokenPair;
  let other: TokenPair;
  let ownerMerchantIds: number[];
  let otherMerchantId: number;
  let victims: TestOrder[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, other, ownerMerchantIds, otherMerchantId } = await createAccounts(t));
    // One order of the owner merchant in each stage, so every action would otherwise apply.
    victims = await createOrders(t.db, ownerMerchantIds[0]!, ordersInStages([...orderStages]));
    await createOrders(t.db, otherMerchantId, ordersInStages(['placed', 'confirmed']));
  });
  afterAll(() => t?.close());

  it("the other user's list and counts hold none of the owner merchant's orders", async () => {
    const list = await get(t, other, otherMerchantId, '?limit=100');
    const ids = new Set(list.json().content.map((o: { id: number }) => o.id));
    for (const victim of victims) expect(ids.has(victim.id)).toBe(false);
    const counts = await get(t, other, otherMerchantId, '/stats/count');
    expect(counts.json().total).toBe((await ordersOf(t, otherMerchantId)).length);
  });

  it("the other user's token gets 404 on the detail and on every action, and nothing changes", async () => {
    for (const victim of victims) {
      const detail = await get(t, other, otherMerchantId, `/${victim.id}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().errorCode).toBe('NOT_FOUND');
      const before = await timelineCount(t, victim.id);
      for (const [action, body] of ACTIONS) {
        const response = await post(t, other, otherMerchantId, `${victim.id}/${action}`, body);
        expect(response.statusCode, `${action} on ${victim.stage}`).toBe(404);
      }
      expect(await stageOf(t, victim.id)).toBe(victim.stage);
      expect(await timelineCount(t, victim.id)).toBe(before);
    }
  });

  it('a foreign order answers exactly like a missing one', async () => {
    const victim = victims[0]!;
    const foreign = await get(t, other, otherMerchantId, `/${victim.id}`);
    const missing = await get(t, other, otherMerchantId, '/99999999');
    expect(foreign.json()).toEqual(missing.json());
  });

  it('bulk confirm of foreign ids reports each as not found and confirms none', async () => {
    const placed = victims.find((o) => o.stage === 'placed')!;
    const response = await post(t, other, otherMerchantId, 'shop-order/confirm/bulk', {
      orderIds: [placed.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { id: placed.id, ok: false, errorCode: 'NOT_FOUND', message: 'Order not found' },
    ]);
    expect(await stageOf(t, placed.id)).toBe('placed');
  });

  it("naming the owner merchant in X-Merchant-Id with the other user's token answers 404", async () => {
    const response = await get(t, other, ownerMerchantIds[0]!, '');
    expect(response.statusCode).toBe(404);
    const count = await get(t, other, ownerMerchantIds[0]!, '/stats/count');
    expect(count.statusCode).toBe(404);
    const action = await post(t, other, ownerMerchantIds[0]!, `${victims[0]!.id}/confirm`);
    expect(action.statusCode).toBe(404);
  });

  it("one user's two merchants are kept apart too: merchant 2 cannot see merchant 1's order", async () => {
    const victim = victims[0]!;
    const response = await get(t, owner, ownerMerchantIds[1]!, `/${victim.id}`);
    expect(response.statusCode).toBe(404);
  });
});
