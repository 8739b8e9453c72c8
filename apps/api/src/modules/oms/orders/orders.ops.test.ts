import fs from 'node:fs';
import path from 'node:path';
import type { TokenPair } from '@mp/contract/ums/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  createOrder,
  get,
  post,
  stageOf,
  timelineCount,
} from '../../../../test/factories/orders.testing';
import { createShopProduct } from '../../../../test/factories/products.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

describe('marketplace operations (the ops command and its HTTP route)', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let opsToken: string;
  const ops = (payload: object, token = opsToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/internal/ops/commands',
      headers: { 'x-ops-token': token },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, merchantId } = await createAccounts(t));
    // place-orders orders from the merchant's listed products.
    // Placing takes stock: enough for every order of these tests.
    await createShopProduct(t.db, await createShop(t.db, { merchantId }), { stock: 1_000 });
    opsToken = fs.readFileSync(path.join(t.config.dataDir, 'ops-token'), 'utf8').trim();
  });
  afterAll(() => t?.close());

  it('refuses a missing or wrong operations token and changes nothing', async () => {
    const order = await createOrder(t.db, merchantId, { stage: 'confirmed' });
    for (const token of ['', 'wrong-token']) {
      const response = await ops({ command: 'advance', order: String(order.id) }, token);
      expect(response.statusCode).toBe(401);
    }
    const bearerOnly = await t.app.inject({
      method: 'POST',
      url: '/api/v1/internal/ops/commands',
      headers: t.auth(owner, merchantId),
      payload: { command: 'advance', order: String(order.id) },
    });
    expect(bearerOnly.statusCode).toBe(401);
    expect(await stageOf(t, order.id)).toBe('confirmed');
  });

  it('walks a new order from placed to delivered with the panel actions and the ops steps', async () => {
    const placed = await ops({ command: 'place-orders', merchantId, count: 3 });
    expect(placed.statusCode, placed.body).toBe(200);
    const numbers = placed.json().lines.map((line: string) => line.split(':')[0]);
    expect(numbers).toHaveLength(3);
    expect(new Set(numbers).size).toBe(3);
    const found = await get(t, owner, merchantId, `?search=${numbers[0]}`);
    const order = found.json().content[0];
    expect(order).toMatchObject({ stage: 'placed', orderNumber: numbers[0] });
    // Placed now: it heads the newest-first list.
    expect(Date.now() - Date.parse(order.createdAt)).toBeLessThan(60_000);

    // The marketplace places COD and B2B orders alike: a B2B one, its proof unchecked, is
    // confirmed with the merchant's reason.
    const reason = order.orderType === 'B2B' ? { proofOverrideNote: 'Paid by bank transfer' } : {};
    const confirmed = await post(t, owner, merchantId, `${order.id}/confirm`, reason);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const advanced = await ops({
      command: 'advance',
      order: numbers[0],
      to: 'dispatch_requestable',
    });
    expect(advanced.json().lines).toEqual([
      `${numbers[0]}: confirmed -> in_inspection`,
      `${numbers[0]}: in_inspection -> pickup_initiated`,
      `${numbers[0]}: pickup_initiated -> dispatch_requestable`,
    ]);
    const unpaid = await post(t, owner, merchantId, `${order.id}/request-to-dispatch`);
    expect(unpaid.statusCode).toBe(409);
    expect((await ops({ command: 'mark-paid', order: String(order.id) })).statusCode).toBe(200);
    const courier = await ops({
      command: 'set-courier',
      order: numbers[0],
      courierName: 'pathao courier',
      trackingNumber: 'TRK55501234',
    });
    expect(courier.statusCode).toBe(200);
    for (const action of ['request-to-dispatch', 'dispatch', 'confirm-delivery']) {
      const response = await post(t, owner, merchantId, `${order.id}/${action}`);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    }
    const detail = (await get(t, owner, merchantId, `/${order.id}`)).json();
    expect(detail.stage).toBe('delivered');
    // Written in any case, with or without "Courier": the catalogue's one Pathao.
    expect(detail.logistics).toEqual({
      courierName: 'Pathao',
      trackingNumber: 'TRK55501234',
    });
    const byOps = detail.timeline.filter(
      (e: { actor: { kind: string } }) => e.actor.kind !== 'person',
    );
    expect(byOps.map((e: { kind: string; toStage: string | null }) => e.toStage ?? e.kind)).toEqual(
      [
        'logistics',
        'delivery_charge',
        'dispatch_requestable',
        'pickup_initiated',
        'in_inspection',
        'placed',
      ],
    );
    // The demo's plan has the customer place it; every later step is the marketplace's.
    expect(byOps.map((e: { actor: { kind: string } }) => e.actor.kind)).toEqual([
      'marketplace',
      'marketplace',
      'marketplace',
      'marketplace',
      'marketplace',
      'customer',
    ]);
  });

  it('refuses a marketplace step that the stage does not allow, writing nothing', async () => {
    const order = await createOrder(t.db, merchantId, { stage: 'placed' });
    const before = await timelineCount(t, order.id);
    const response = await ops({ command: 'advance', order: String(order.id) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_TRANSITION' });
    expect(response.json().message).toContain('is placed');
    expect(await timelineCount(t, order.id)).toBe(before);
    const unknown = await ops({ command: 'mark-paid', order: 'ORD-0000-000000' });
    expect(unknown.statusCode).toBe(404);
    const invalid = await ops({ command: 'place-orders', merchantId, count: 0 });
    expect(invalid.statusCode).toBe(400);
  });

  it('is not served where the settings do not ask for it (production by default)', async () => {
    const withoutOps = await createTestApp({ OPS_COMMANDS: 'false' });
    try {
      const response = await withoutOps.app.inject({
        method: 'POST',
        url: '/api/v1/internal/ops/commands',
        headers: { 'x-ops-token': opsToken },
        payload: { command: 'advance', order: '1' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No route POST /api/v1/internal/ops/commands');
    } finally {
      await withoutOps.close();
    }
  });
});
