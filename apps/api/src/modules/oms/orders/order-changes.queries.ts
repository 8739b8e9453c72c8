import type { OrderStage, TimelineKind } from '@mp/contract/oms/orders';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, orderTimeline } from './orders.table';

export type OrderActor = { userId: number } | { label: string };

export type OrderChange = {
  merchantId: number;
  orderId: number;
  /** The stages the order must be in. */
  from: readonly OrderStage[];
  /** The new stage; absent for a change that keeps the stage (proof validation, logistics). */
  to?: OrderStage;
  /** Further conditions on the row (delivery charge paid, a pending proof ...). */
  guards?: SQL[];
  set?: Partial<typeof orders.$inferInsert>;
  now: Date;
};

/**
 * The conditional UPDATE every order change goes through: it only touches the row when it is the
 * merchant's and in an expected stage, at the moment of writing. The CTE locks the row first and
 * hands back the stage it was in (PostgreSQL 15 cannot RETURNING old values); a concurrent
 * change that committed first makes the stage test fail, so exactly one of two racers wins.
 */
export async function applyOrderChange(db: Db, change: OrderChange) {
  const previous = db.$with('previous').as(
    db
      .select({ id: orders.id, fromStage: sql<OrderStage>`${orders.stage}`.as('from_stage') })
      .from(orders)
      .where(and(eq(orders.id, change.orderId), eq(orders.merchantId, change.merchantId)))
      .for('update'),
  );
  const stageMove = change.to ? { stage: change.to, stageChangedAt: change.now } : {};
  const [row] = await db
    .with(previous)
    .update(orders)
    .set({ ...change.set, ...stageMove, updatedAt: change.now })
    .from(previous)
    .where(
      and(
        eq(orders.id, previous.id),
        eq(orders.merchantId, change.merchantId),
        inArray(orders.stage, [...change.from]),
        ...(change.guards ?? []),
      ),
    )
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      fromStage: previous.fromStage,
      stageChangedAt: orders.stageChangedAt,
      deliveryChargePaymentStatus: orders.deliveryChargePaymentStatus,
      paymentProofStatus: orders.paymentProofStatus,
    });
  return row;
}

export type TimelineEntry = {
  orderId: number;
  merchantId: number;
  kind: TimelineKind;
  fromStage?: OrderStage | null;
  toStage?: OrderStage | null;
  note?: string | null;
  actor: OrderActor;
  createdAt: Date;
};

const actorColumns = (actor: OrderActor) =>
  'userId' in actor
    ? { actorUserId: actor.userId, actorLabel: null }
    : { actorUserId: null, actorLabel: actor.label };

export async function insertTimelineEntry(db: Db, entry: TimelineEntry) {
  const { actor, ...rest } = entry;
  const [row] = await db
    .insert(orderTimeline)
    .values({ ...rest, ...actorColumns(actor) })
    .returning({ id: orderTimeline.id, createdAt: orderTimeline.createdAt });
  return row!;
}
