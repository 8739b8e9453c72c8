import { orderDetailSchema } from '@mp/contract/oms/orders';
import type { TokenPair } from '@mp/contract/ums/auth';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../../../test/accounts';
import {
  createOrders,
  get,
  ordersInStages,
  post,
  type TestOrder,
} from '../../../../test/factories/orders.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { users } from '../../ums/users/users.table';
import { transitionOrder } from './order-transition';
import { orderItems, orderTimeline } from './orders.table';

describe('the order detail', () => {
  let t: TestApp;
  let owner: TokenPair;
  let merchantId: number;
  let ownerUserId: number;
  let all: TestOrder[];
  const detailOf = async (orderId: number) => {
    const response = await get(t, owner, merchantId, `/${orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    return orderDetailSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, merchantId, ownerUserId } = await createAccounts(t));
    all = await createOrders(
      t.db,
      merchantId,
      ordersInStages(['placed', 'confirmed', 'delivered']),
    );
  });
  afterAll(() => t?.close());

  it("answers every item and timeline entry of the order as stored: a person's name, anyone else's code", async () => {
    const order = all.find((o) => o.stage === 'placed')!;
    await post(t, owner, merchantId, `${order.id}/notes`, { note: 'Customer asked for evening' });
    await transitionOrder(t.db, {
      merchantId,
      orderId: order.id,
      transition: 'confirm',
      actor: { kind: 'customer' },
    });
    await t.db.insert(orderTimeline).values({
      orderId: order.id,
      merchantId,
      kind: 'note',
      note: 'Called the customer',
      createdAt: new Date(),
    });

    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const timeline = await t.db
      .select({ entry: orderTimeline, userName: users.name })
      .from(orderTimeline)
      .leftJoin(users, eq(users.id, orderTimeline.actorUserId))
      .where(eq(orderTimeline.orderId, order.id))
      .orderBy(desc(orderTimeline.createdAt), desc(orderTimeline.id));
    const detail = await detailOf(order.id);

    expect(detail.items).toEqual(items.map(({ orderId: _, ...item }) => item));
    expect(detail.timeline).toEqual(
      timeline.map(({ entry, userName }) => ({
        id: entry.id,
        kind: entry.kind,
        fromStage: entry.fromStage,
        toStage: entry.toStage,
        note: entry.note,
        details: entry.details,
        actor:
          entry.actorUserId !== null && userName !== null
            ? { kind: 'person', userId: entry.actorUserId, name: userName }
            : { kind: entry.actorKind ?? 'marketplace' },
        createdAt: entry.createdAt.toISOString(),
      })),
    );
    // The note written with neither a user nor a kind reads as the marketplace's, as older rows.
    expect(detail.timeline.slice(0, 3).map((entry) => entry.actor)).toEqual([
      { kind: 'marketplace' },
      { kind: 'customer' },
      { kind: 'person', userId: ownerUserId, name: 'Rahim Uddin' },
    ]);
  });

  it('answers an order that has no timeline entries with an empty timeline', async () => {
    const order = all.find((o) => o.stage === 'delivered')!;
    await t.db.delete(orderTimeline).where(eq(orderTimeline.orderId, order.id));
    const detail = await detailOf(order.id);
    expect(detail.timeline).toEqual([]);
    expect(detail.items.length).toBeGreaterThan(0);
  });

  it("answers a new note with its author's name as it is now", async () => {
    const order = all.find((o) => o.stage === 'confirmed')!;
    await t.db
      .update(users)
      .set({ name: sql`${users.name} || ' (Dhaka)'` })
      .where(eq(users.id, ownerUserId));
    const response = await post(t, owner, merchantId, `${order.id}/notes`, { note: 'Renamed' });
    expect(response.statusCode, response.body).toBe(200);
    const note = response.json();
    expect(note.actor).toEqual({
      kind: 'person',
      userId: ownerUserId,
      name: 'Rahim Uddin (Dhaka)',
    });
    const [stored] = await t.db
      .select({ createdAt: orderTimeline.createdAt })
      .from(orderTimeline)
      .where(eq(orderTimeline.id, note.id));
    expect(note.createdAt).toBe(stored!.createdAt.toISOString());
    expect((await detailOf(order.id)).timeline[0]).toEqual(note);
  });
});
