import type { SystemActor } from '@mp/contract/actors';
import type { OrderStage, TimelineDetails, TimelineKind } from '@mp/contract/oms/orders';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../ums/users/users.table';
import { orders, orderTimeline } from './orders.table';

export type OrderChange = {
  merchantId: number;
  /** The orders to change alike (one, or a bulk action's selection). */
  orderIds: number[];
  /** The stages the order must be in. */
  from: readonly OrderStage[];
  /** The new stage; absent for a change that keeps the stage (proof validation, logistics). */
  to?: OrderStage;
  /** Further conditions on the row (delivery charge paid, a pending proof ...). */
  guards?: SQL[];
  set?: Partial<typeof orders.$inferInsert>;
  now: Date;
};

/** A merchant user, or who else acted, by its code. */
export type OrderActor = { userId: number } | { kind: SystemActor };

/** The timeline entry that records a change. */
export type ChangeEntry = {
  kind: TimelineKind;
  note?: string | null;
  details?: TimelineDetails | null;
  actor: OrderActor;
};

/** The timeline's record of a courier and tracking number set on an order, with its pickup. */
export function courierAssigned(
  courier: string,
  trackingNumber: string,
  pickup: { address?: string | null; at?: string | null } = {},
): TimelineDetails {
  return {
    event: 'courier_assigned',
    courier,
    trackingNumber,
    pickupAddress: pickup.address ?? null,
    pickupAt: pickup.at ?? null,
  };
}

const actorColumns = (actor: OrderActor) =>
  'userId' in actor
    ? { actorUserId: actor.userId, actorKind: null }
    : { actorUserId: null, actorKind: actor.kind };

/**
 * The moments the scorecard measures (decision 056), written the first time an order reaches
 * their stage: a pickup request cancelled and made again keeps its first time.
 */
const firstReachedAt = {
  confirmed: 'confirmedAt',
  ready_to_dispatch: 'pickupRequestedAt',
} as const satisfies Partial<Record<OrderStage, keyof typeof orders.$inferInsert>>;

/**
 * The one statement every order change goes through, for one order or a whole selection. A first
 * CTE reads the orders that are the merchant's, in an expected stage and past their guards, locks
 * them (FOR UPDATE, in id order, so two overlapping selections cannot deadlock) and inserts their
 * timeline entries; the UPDATE then changes the rows those entries name. An order that misses is
 * not written, and one statement is atomic without a transaction of its own: its cost follows the
 * selection, never the merchant's order count. Of two racers, the second waits on the lock, then
 * finds the order no longer in an expected stage: exactly one wins. Returns the changed orders.
 */
export async function applyOrderChange(db: Db, change: OrderChange, entry: ChangeEntry) {
  const set = Object.fromEntries(
    Object.entries(change.set ?? {}).filter(([, value]) => value !== undefined),
  );
  const stageMove = change.to ? { stage: change.to, stageChangedAt: change.now } : {};
  const reached =
    change.to && change.to in firstReachedAt
      ? firstReachedAt[change.to as keyof typeof firstReachedAt]
      : undefined;
  const firstTime = reached
    ? { [reached]: sql`coalesce(${orders[reached]}, ${sql.param(change.now, orders[reached])})` }
    : {};
  const expected = and(
    inArray(orders.id, change.orderIds),
    eq(orders.merchantId, change.merchantId),
    inArray(orders.stage, [...change.from]),
    ...(change.guards ?? []),
  );
  const actor = actorColumns(entry.actor);
  // Drizzle's insert ... select wants every column, the generated id too: written out instead.
  const recorded = db.$with('recorded', { orderId: sql<number>`order_id`.as('order_id') }).as(sql`
    insert into ${orderTimeline} (order_id, merchant_id, kind, from_stage, to_stage, note,
      details, actor_user_id, actor_kind, created_at)
    select ${orders.id}, ${orders.merchantId}, ${entry.kind},
      ${change.to ? orders.stage : null}, ${change.to ?? null}, ${entry.note ?? null},
      ${entry.details ? sql.param(entry.details, orderTimeline.details) : null},
      ${actor.actorUserId}, ${actor.actorKind}, ${sql.param(change.now, orderTimeline.createdAt)}
    from ${orders}
    where ${expected}
    order by ${orders.id}
    for update
    returning order_id`);
  return db
    .with(recorded)
    .update(orders)
    .set({ ...set, ...stageMove, ...firstTime, updatedAt: change.now })
    .from(recorded)
    .where(eq(orders.id, recorded.orderId))
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      stageChangedAt: orders.stageChangedAt,
      deliveryChargePaymentStatus: orders.deliveryChargePaymentStatus,
      paymentProofStatus: orders.paymentProofStatus,
    });
}

export type TimelineEntry = {
  orderId: number;
  merchantId: number;
  kind: TimelineKind;
  fromStage?: OrderStage | null;
  toStage?: OrderStage | null;
  note?: string | null;
  details?: TimelineDetails | null;
  /** A merchant user: only a person writes an entry that changes nothing else. */
  actorUserId: number;
  createdAt: Date;
};

/** An entry that changes nothing else (a note), with its author's name in the same statement. */
export async function insertTimelineEntry(db: Db, entry: TimelineEntry) {
  const inserted = db.$with('inserted').as(
    db.insert(orderTimeline).values(entry).returning({
      id: orderTimeline.id,
      createdAt: orderTimeline.createdAt,
      actorUserId: orderTimeline.actorUserId,
    }),
  );
  const [row] = await db
    .with(inserted)
    .select({ id: inserted.id, createdAt: inserted.createdAt, actorName: users.name })
    .from(inserted)
    .innerJoin(users, eq(users.id, inserted.actorUserId));
  return row!;
}
