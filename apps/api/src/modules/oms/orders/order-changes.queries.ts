import type { OrderStage, TimelineKind } from '@mp/contract/oms/orders';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../ums/users/users.table';
import { orders, orderTimeline } from './orders.table';

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

export type OrderActor = { userId: number } | { label: string };

/** The timeline entry that records a change. */
export type ChangeEntry = { kind: TimelineKind; note?: string | null; actor: OrderActor };

const actorColumns = (actor: OrderActor) =>
  'userId' in actor
    ? { actorUserId: actor.userId, actorLabel: null }
    : { actorUserId: null, actorLabel: actor.label };

/**
 * The one statement every order change goes through: a conditional UPDATE that only touches
 * the row when it is the merchant's and in an expected stage at the moment of writing, and the
 * timeline entry inserted from its result (so a miss writes nothing). A single statement is
 * atomic without a transaction of its own. The stage the order was in is the one expected
 * stage, or, when several are (cancel), a first CTE locks the row and hands it back (PostgreSQL
 * 15 cannot RETURNING old values); a concurrent change that committed first makes the stage
 * test fail, so exactly one of two racers wins.
 */
export async function applyOrderChange(db: Db, change: OrderChange, entry: ChangeEntry) {
  const set = Object.fromEntries(
    Object.entries(change.set ?? {}).filter(([, value]) => value !== undefined),
  );
  const stageMove = change.to ? { stage: change.to, stageChangedAt: change.now } : {};
  const expected = and(
    eq(orders.id, change.orderId),
    eq(orders.merchantId, change.merchantId),
    inArray(orders.stage, [...change.from]),
    ...(change.guards ?? []),
  );
  const returned = {
    id: orders.id,
    orderNumber: orders.orderNumber,
    stage: orders.stage,
    stageChangedAt: orders.stageChangedAt,
    deliveryChargePaymentStatus: orders.deliveryChargePaymentStatus,
    paymentProofStatus: orders.paymentProofStatus,
  };
  // One expected stage is the stage the order was in; several need it read (and locked) first.
  const previous =
    change.from.length === 1
      ? undefined
      : db.$with('previous').as(
          db
            .select({ id: orders.id, fromStage: sql<OrderStage>`${orders.stage}`.as('from_stage') })
            .from(orders)
            .where(and(eq(orders.id, change.orderId), eq(orders.merchantId, change.merchantId)))
            .for('update'),
        );
  const update = db
    .update(orders)
    .set({ ...set, ...stageMove, updatedAt: change.now })
    .$dynamic();
  const moved = db.$with('moved').as(
    (previous
      ? update.from(previous).where(and(eq(orders.id, previous.id), expected))
      : update.where(expected)
    ).returning({
      ...returned,
      fromStage: previous?.fromStage ?? sql<OrderStage>`${change.from[0]}::text`.as('from_stage'),
    }),
  );
  const actor = actorColumns(entry.actor);
  // Drizzle's insert ... select wants every column, the generated id too: written out instead.
  const recorded = db.$with('recorded', { id: sql<number>`id` }).as(sql`
    insert into ${orderTimeline} (order_id, merchant_id, kind, from_stage, to_stage, note,
      actor_user_id, actor_label, created_at)
    select ${moved.id}, ${change.merchantId}, ${entry.kind},
      ${change.to ? moved.fromStage : null}, ${change.to ?? null}, ${entry.note ?? null},
      ${actor.actorUserId}, ${actor.actorLabel}, ${sql.param(change.now, orderTimeline.createdAt)}
    from ${moved}
    returning id`);
  const ctes = previous ? [previous, moved, recorded] : [moved, recorded];
  const [row] = await db
    .with(...ctes)
    .select()
    .from(moved);
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

/** An entry that changes nothing else (a note), with its author's name in the same statement. */
export async function insertTimelineEntry(db: Db, entry: TimelineEntry) {
  const { actor, ...rest } = entry;
  const inserted = db.$with('inserted').as(
    db
      .insert(orderTimeline)
      .values({ ...rest, ...actorColumns(actor) })
      .returning({
        id: orderTimeline.id,
        createdAt: orderTimeline.createdAt,
        actorUserId: orderTimeline.actorUserId,
        actorLabel: orderTimeline.actorLabel,
      }),
  );
  const [row] = await db
    .with(inserted)
    .select({
      id: inserted.id,
      createdAt: inserted.createdAt,
      actorName: sql<string>`coalesce(${users.name}, ${inserted.actorLabel}, 'Marketplace operations')`,
    })
    .from(inserted)
    .leftJoin(users, eq(users.id, inserted.actorUserId));
  return row!;
}
