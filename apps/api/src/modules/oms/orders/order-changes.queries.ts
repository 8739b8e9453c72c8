import type { OrderStage, TimelineKind } from '@mp/contract/oms/orders';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { encodedAs, PreparedStatements, UNNAMED } from '../../../lib/prepared-statements';
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

type ChangeShape = {
  from: readonly OrderStage[];
  to: OrderStage | undefined;
  guards: SQL[];
  setKeys: (keyof typeof orders.$inferInsert)[];
};

const changeStatements = new PreparedStatements<ReturnType<typeof prepareChange>>();
const guardKeys = new WeakMap<SQL, number>();
let nextGuardKey = 0;
/** Guards are constants (see OrderGuard): a prepared change is kept per guard object. */
const guardKey = (guard: SQL) => {
  let key = guardKeys.get(guard);
  if (key === undefined) {
    key = nextGuardKey++;
    guardKeys.set(guard, key);
  }
  return key;
};

/**
 * The one statement every order change goes through: a conditional UPDATE that only touches
 * the row when it is the merchant's and in an expected stage at the moment of writing, and the
 * timeline entry inserted from its result (so a miss writes nothing). A single statement is
 * atomic without a transaction of its own. The first CTE locks the row and hands back the stage
 * it was in (PostgreSQL 15 cannot RETURNING old values); a concurrent change that committed
 * first makes the stage test fail, so exactly one of two racers wins. Prepared per shape (the
 * stages, the columns set, the guards): Drizzle's rendering of it cost ~0.4 ms per change.
 */
export async function applyOrderChange(db: Db, change: OrderChange, entry: ChangeEntry) {
  const set = Object.entries(change.set ?? {}).filter(([, value]) => value !== undefined);
  const shape: ChangeShape = {
    from: change.from,
    to: change.to,
    guards: change.guards ?? [],
    setKeys: set.map(([key]) => key as keyof typeof orders.$inferInsert),
  };
  const key = [
    shape.from.join(),
    shape.to,
    shape.setKeys.join(),
    shape.guards.map(guardKey).join(),
  ].join(';');
  const statement = changeStatements.get(db, key, () => prepareChange(db, shape));
  const actor = actorColumns(entry.actor);
  const [row] = await statement.execute({
    orderId: change.orderId,
    merchantId: change.merchantId,
    now: change.now,
    ...Object.fromEntries(set.map(([column, value]) => [`set_${column}`, value])),
    kind: entry.kind,
    note: entry.note ?? null,
    actorUserId: actor.actorUserId,
    actorLabel: actor.actorLabel,
  });
  return row;
}

function prepareChange(db: Db, shape: ChangeShape) {
  const columns = getTableColumns(orders);
  const placeholder = sql.placeholder;
  const previous = db.$with('previous').as(
    db
      .select({ id: orders.id, fromStage: sql<OrderStage>`${orders.stage}`.as('from_stage') })
      .from(orders)
      .where(
        and(
          eq(orders.id, placeholder('orderId')),
          eq(orders.merchantId, placeholder('merchantId')),
        ),
      )
      .for('update'),
  );
  const now = (column: PgColumn) => encodedAs(placeholder('now'), column);
  const set = Object.fromEntries(
    shape.setKeys.map((key) => [key, encodedAs(placeholder(`set_${key}`), columns[key])]),
  );
  const stageMove = shape.to ? { stage: shape.to, stageChangedAt: now(orders.stageChangedAt) } : {};
  const moved = db.$with('moved').as(
    db
      .update(orders)
      .set({ ...set, ...stageMove, updatedAt: now(orders.updatedAt) })
      .from(previous)
      .where(
        and(
          eq(orders.id, previous.id),
          eq(orders.merchantId, placeholder('merchantId')),
          inArray(orders.stage, [...shape.from]),
          ...shape.guards,
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
      }),
  );
  // Drizzle's insert ... select wants every column, the generated id too: written out instead.
  const recorded = db.$with('recorded', { id: sql<number>`id` }).as(sql`
    insert into ${orderTimeline} (order_id, merchant_id, kind, from_stage, to_stage, note,
      actor_user_id, actor_label, created_at)
    select ${moved.id}, ${placeholder('merchantId')}, ${placeholder('kind')},
      ${shape.to ? moved.fromStage : null}, ${shape.to ?? null}, ${placeholder('note')},
      ${placeholder('actorUserId')}, ${placeholder('actorLabel')}, ${now(orderTimeline.createdAt)}
    from ${moved}
    returning id`);
  return db.with(previous, moved, recorded).select().from(moved).prepare(UNNAMED);
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
