import { type OrderStage, orderStages, orderTransitions } from '@mp/contract/oms/orders';
import { stageLabels } from '@mp/contract/oms/stage-labels';
import type { TokenPair } from '@mp/contract/ums/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import { recordingStatements, testDbKind } from '../../../../test/databases';
import {
  createOrder,
  createOrders,
  get,
  ordersInStages,
  post,
  stageOf,
  timelineCount,
} from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import type { PlanChoices } from './order-plans';
import { bulkConfirm } from './orders.service';

type MatrixAction = {
  action: string;
  body?: unknown;
  from: readonly OrderStage[];
  to: OrderStage;
  /** What the order needs besides its stage for the allowed edge. */
  fits?: PlanChoices;
};

const matrixActions: MatrixAction[] = [
  { action: 'confirm', ...orderTransitions.confirm, fits: { orderType: 'COD' } },
  {
    action: 'request-to-dispatch',
    ...orderTransitions['request-to-dispatch'],
    fits: { paid: true },
  },
  { action: 'cancel-pickup-request', ...orderTransitions['cancel-pickup-request'] },
  { action: 'dispatch', ...orderTransitions.dispatch },
  { action: 'confirm-delivery', ...orderTransitions['confirm-delivery'] },
  { action: 'cancel', body: { reasonCode: 'customer_asked' }, ...orderTransitions.cancel },
  {
    action: 'payment-proof-validate',
    body: { valid: true, note: 'Bank slip matches' },
    from: ['placed'],
    to: 'placed',
    fits: { orderType: 'B2B', proofStatus: 'pending' },
  },
];

describe('order stage transitions', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let ownerUserId: number;
  /** A new order of the owner merchant in that stage (and with those facts, when asked). */
  const newOrder = (stage: OrderStage, choices: PlanChoices = {}) =>
    createOrder(t.db, merchantId, { stage, ...choices });

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, merchantId, ownerUserId } = await createAccounts(t));
  });
  afterAll(() => t?.close());

  describe.each(matrixActions)('$action', (rule) => {
    it.each(orderStages.map((stage) => ({ stage, allowed: rule.from.includes(stage) })))(
      'from $stage: allowed=$allowed',
      async ({ stage, allowed }) => {
        const order = await newOrder(stage, allowed ? rule.fits : undefined);
        const entriesBefore = await timelineCount(t, order.id);
        const response = await post(t, owner, merchantId, `${order.id}/${rule.action}`, rule.body);
        if (allowed) {
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json()).toMatchObject({ id: order.id, stage: rule.to });
          expect(await stageOf(t, order.id)).toBe(rule.to);
          expect(await timelineCount(t, order.id)).toBe(entriesBefore + 1);
        } else {
          expect(response.statusCode, response.body).toBe(409);
          expect(response.json().errorCode).toBe('INVALID_TRANSITION');
          // In the merchant's words: the stage as the panel names it, not its code.
          expect(response.json().message).toContain(
            `${order.orderNumber} is already "${stageLabels.en[stage]}"`,
          );
          expect(await stageOf(t, order.id)).toBe(stage);
          expect(await timelineCount(t, order.id)).toBe(entriesBefore);
        }
      },
    );
  });

  it('records each move in the timeline with who did it, newest first', async () => {
    const order = await newOrder('placed', { orderType: 'COD' });
    await post(t, owner, merchantId, `${order.id}/confirm`);
    const detail = (await get(t, owner, merchantId, `/${order.id}`)).json();
    expect(detail.stage).toBe('confirmed');
    expect(detail.timeline[0]).toMatchObject({
      kind: 'stage_change',
      fromStage: 'placed',
      toStage: 'confirmed',
      actor: { name: 'Rahim Uddin' },
    });
    expect(detail.allowedActions).toEqual(['cancel', 'notes']);
  });

  it('keeps the reason code and its note, and refuses an unknown code or `other` without a note', async () => {
    const order = await newOrder('confirmed');
    for (const body of [
      {},
      { reasonCode: 'bored' },
      { reasonCode: 'other' },
      { reasonCode: 'other', note: 'no' },
      { reason: 'Out of stock' },
    ]) {
      const refused = await post(t, owner, merchantId, `${order.id}/cancel`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await stageOf(t, order.id)).toBe('confirmed');
    await post(t, owner, merchantId, `${order.id}/cancel`, {
      reasonCode: 'other',
      note: 'The customer moved abroad',
    });
    const detail = (await get(t, owner, merchantId, `/${order.id}`)).json();
    expect(detail.cancellation).toEqual({ reasonCode: 'other', note: 'The customer moved abroad' });
    expect(detail.timeline[0]).toMatchObject({
      fromStage: 'confirmed',
      note: 'The customer moved abroad',
    });
  });

  it('refuses request-to-dispatch while the delivery charge is unpaid, and writes nothing', async () => {
    const order = await newOrder('dispatch_requestable', { paid: false });
    const before = await timelineCount(t, order.id);
    const response = await post(t, owner, merchantId, `${order.id}/request-to-dispatch`);
    expect(response.statusCode).toBe(409);
    // Its own code: the merchant waits for the customer, unlike a stale action.
    expect(response.json()).toMatchObject({ errorCode: 'DELIVERY_CHARGE_UNPAID' });
    expect(response.json().message).toMatch(/has not paid the delivery charge of order ORD-/);
    expect(await stageOf(t, order.id)).toBe('dispatch_requestable');
    expect(await timelineCount(t, order.id)).toBe(before);
    const detail = (await get(t, owner, merchantId, `/${order.id}`)).json();
    expect(detail.allowedActions).not.toContain('request-to-dispatch');
  });

  it('validates a payment proof only on a placed B2B order with a pending proof', async () => {
    const order = await newOrder('placed', { orderType: 'B2B', proofStatus: 'pending' });
    const invalid = await post(t, owner, merchantId, `${order.id}/payment-proof-validate`, {
      valid: false,
      note: 'Amount does not match',
    });
    expect(invalid.json()).toMatchObject({ paymentProofStatus: 'invalid', stage: 'placed' });
    const again = await post(t, owner, merchantId, `${order.id}/payment-proof-validate`, {
      valid: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/payment proof is invalid/);
    const cod = await newOrder('placed', { orderType: 'COD' });
    const refused = await post(t, owner, merchantId, `${cod.id}/payment-proof-validate`, {
      valid: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/COD order/);
    const detail = (await get(t, owner, merchantId, `/${order.id}`)).json();
    expect(detail.paymentProof).toMatchObject({ status: 'invalid', validatedBy: 'Rahim Uddin' });
    expect(detail.paymentProof.fileKey).toEqual(expect.any(String));
  });

  it('adds a note in every stage without changing the stage', async () => {
    for (const stage of orderStages) {
      const order = await newOrder(stage);
      const response = await post(t, owner, merchantId, `${order.id}/notes`, {
        note: `Checked in ${stage}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ kind: 'note', actor: { name: 'Rahim Uddin' } });
      expect(await stageOf(t, order.id)).toBe(stage);
    }
    const order = await newOrder('placed');
    const empty = await post(t, owner, merchantId, `${order.id}/notes`, { note: '' });
    expect(empty.statusCode).toBe(400);
    const tooLong = await post(t, owner, merchantId, `${order.id}/notes`, {
      note: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('bulk confirm reports every order: valid ones confirmed, others not found or refused', async () => {
    const { otherMerchantId } = await createAccounts(t);
    const foreign = await createOrder(t.db, otherMerchantId, { stage: 'placed' });
    const cod = { orderType: 'COD' } as const;
    const placed = [await newOrder('placed', cod), await newOrder('placed', cod)];
    const dispatched = await newOrder('dispatched');
    const orderIds = [placed[0]!.id, dispatched.id, foreign.id, 99_999_999, placed[1]!.id];
    const response = await post(t, owner, merchantId, 'shop-order/confirm/bulk', { orderIds });
    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results.map((r: { id: number }) => r.id)).toEqual(orderIds);
    expect(results[0]).toEqual({ id: placed[0]!.id, ok: true });
    expect(results[1]).toMatchObject({ ok: false, errorCode: 'INVALID_TRANSITION' });
    expect(results[1].message).toContain('is already "Dispatched"');
    expect(results[2]).toMatchObject({ ok: false, errorCode: 'NOT_FOUND' });
    expect(results[3]).toMatchObject({ ok: false, errorCode: 'NOT_FOUND' });
    expect(results[4]).toEqual({ id: placed[1]!.id, ok: true });
    expect(await stageOf(t, foreign.id)).toBe('placed');
    expect(await stageOf(t, dispatched.id)).toBe('dispatched');
    const tooMany = await post(t, owner, merchantId, 'shop-order/confirm/bulk', {
      orderIds: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('confirms a B2B order only with a valid proof, or with a reason kept on its timeline', async () => {
    for (const proofStatus of ['none', 'pending', 'invalid'] as const) {
      const order = await newOrder('placed', { orderType: 'B2B', proofStatus });
      const before = await timelineCount(t, order.id);
      const refused = await post(t, owner, merchantId, `${order.id}/confirm`);
      expect(refused.statusCode, proofStatus).toBe(409);
      expect(refused.json().errorCode).toBe('PAYMENT_PROOF_NOT_VALID');
      expect(refused.json().message).toContain(order.orderNumber);
      expect(await stageOf(t, order.id)).toBe('placed');
      expect(await timelineCount(t, order.id)).toBe(before);
    }
    const valid = await newOrder('placed', { orderType: 'B2B', proofStatus: 'valid' });
    expect((await post(t, owner, merchantId, `${valid.id}/confirm`)).statusCode).toBe(200);

    const pending = await newOrder('placed', { orderType: 'B2B', proofStatus: 'pending' });
    for (const body of [{ proofOverrideNote: '' }, { proofOverrideNote: 'x'.repeat(1001) }]) {
      expect((await post(t, owner, merchantId, `${pending.id}/confirm`, body)).statusCode).toBe(
        400,
      );
    }
    const overridden = await post(t, owner, merchantId, `${pending.id}/confirm`, {
      proofOverrideNote: 'Paid by bank transfer; the slip comes tomorrow',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const detail = (await get(t, owner, merchantId, `/${pending.id}`)).json();
    expect(detail.stage).toBe('confirmed');
    expect(detail.paymentProof.status).toBe('pending');
    expect(detail.timeline[0]).toMatchObject({
      kind: 'proof_override',
      fromStage: 'placed',
      toStage: 'confirmed',
      note: 'Paid by bank transfer; the slip comes tomorrow',
      actor: { name: 'Rahim Uddin' },
    });
    // A reason given for an order that needs none is not recorded as one.
    const cod = await newOrder('placed', { orderType: 'COD' });
    await post(t, owner, merchantId, `${cod.id}/confirm`, { proofOverrideNote: 'Not needed' });
    const codDetail = (await get(t, owner, merchantId, `/${cod.id}`)).json();
    expect(codDetail.timeline[0]).toMatchObject({ kind: 'stage_change', note: null });
  });

  it('bulk confirm skips B2B orders without a valid proof and says why; with a reason it confirms them', async () => {
    const selection = async () => [
      await newOrder('placed', { orderType: 'COD' }),
      await newOrder('placed', { orderType: 'B2B', proofStatus: 'pending' }),
      await newOrder('placed', { orderType: 'B2B', proofStatus: 'valid' }),
    ];
    const first = await selection();
    const skipped = await post(t, owner, merchantId, 'shop-order/confirm/bulk', {
      orderIds: first.map((order) => order.id),
    });
    expect(skipped.statusCode).toBe(200);
    const results = skipped.json().results;
    expect(results[0]).toEqual({ id: first[0]!.id, ok: true });
    expect(results[1]).toMatchObject({ ok: false, errorCode: 'PAYMENT_PROOF_NOT_VALID' });
    expect(results[1].message).toContain(first[1]!.orderNumber);
    expect(results[2]).toEqual({ id: first[2]!.id, ok: true });
    expect(await stageOf(t, first[1]!.id)).toBe('placed');

    const second = await selection();
    const note = 'The buyer is a regular; the proof is on its way';
    const overridden = await post(t, owner, merchantId, 'shop-order/confirm/bulk', {
      orderIds: second.map((order) => order.id),
      proofOverrideNote: note,
    });
    expect(overridden.json().results.every((result: { ok: boolean }) => result.ok)).toBe(true);
    const kinds = [];
    for (const order of second) {
      const detail = (await get(t, owner, merchantId, `/${order.id}`)).json();
      expect(detail.stage).toBe('confirmed');
      kinds.push([detail.timeline[0].kind, detail.timeline[0].note]);
    }
    expect(kinds).toEqual([
      ['stage_change', null],
      ['proof_override', note],
      ['stage_change', null],
    ]);
  });

  it("a bulk confirm's statements do not grow with its selection: 2 orders or 200, the same", async () => {
    const scope = { merchantId, userId: ownerUserId };
    const { db, statements } = recordingStatements(t.database);
    const statementsFor = async (count: number) => {
      const placed = await createOrders(
        t.db,
        merchantId,
        ordersInStages(['placed'], count, { orderType: 'COD' }),
      );
      statements.length = 0;
      const { results } = await bulkConfirm(db, scope, {
        orderIds: placed.map((order) => order.id),
      });
      expect(results.filter((result) => result.ok)).toHaveLength(count);
      return statements.length;
    };
    expect(await statementsFor(200)).toBe(await statementsFor(2));
  });

  it.skipIf(testDbKind() === 'pglite')(
    'two overlapping bulk confirms, in opposite orders, confirm each order once (PostgreSQL only: it alone runs them at once)',
    async () => {
      const placed = await createOrders(
        t.db,
        merchantId,
        ordersInStages(['placed'], 200, { orderType: 'COD' }),
      );
      const ids = placed.map((order) => order.id);
      const [forward, backward] = await Promise.all([
        post(t, owner, merchantId, 'shop-order/confirm/bulk', { orderIds: ids }),
        post(t, owner, merchantId, 'shop-order/confirm/bulk', { orderIds: [...ids].reverse() }),
      ]);
      expect([forward.statusCode, backward.statusCode]).toEqual([200, 200]);
      const confirmedBy = [forward, backward].map(
        (response) => response.json().results.filter((r: { ok: boolean }) => r.ok).length,
      );
      expect(confirmedBy[0]! + confirmedBy[1]!).toBe(200);
      for (const order of placed) {
        expect(await timelineCount(t, order.id, 'stage_change')).toBe(1);
      }
    },
  );

  it.skipIf(testDbKind() === 'pglite')(
    '200 concurrent confirms of one order: exactly one succeeds, one timeline entry (PostgreSQL only: PGlite has a single connection, so requests never overlap)',
    async () => {
      const order = await newOrder('placed', { orderType: 'COD' });
      const responses = await Promise.all(
        Array.from({ length: 200 }, () => post(t, owner, merchantId, `${order.id}/confirm`)),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(199);
      expect(await timelineCount(t, order.id, 'stage_change')).toBe(1);
      expect(await stageOf(t, order.id)).toBe('confirmed');
    },
  );
});
