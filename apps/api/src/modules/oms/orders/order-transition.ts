import {
  type OrderStage,
  type OrderState,
  type OrderTransition,
  orderTransitions,
  type TimelineKind,
} from '@mp/contract/oms/orders';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { applyOrderChange, type OrderActor } from './order-changes.queries';
import { findOrderState, type OrderStateRow } from './orders.queries';
import { orders } from './orders.table';

export const MARKETPLACE_ACTOR: OrderActor = { label: 'Marketplace operations' };

/** A condition beyond the stage: checked in the UPDATE itself, explained when it fails. */
export type OrderGuard = {
  condition: SQL;
  holds(row: OrderStateRow): boolean;
  refusal(row: OrderStateRow): string;
};

const deliveryChargePaid: OrderGuard = {
  condition: eq(orders.deliveryChargePaymentStatus, 'paid'),
  holds: (row) => row.deliveryChargePaymentStatus === 'paid',
  refusal: (row) =>
    `Order ${row.orderNumber}'s delivery charge is unpaid; request to dispatch needs it paid`,
};

const guardsOf: Partial<Record<OrderTransition, OrderGuard[]>> = {
  'request-to-dispatch': [deliveryChargePaid],
};

type Change = {
  merchantId: number;
  orderId: number;
  /** Names the action in refusals ("confirm needs placed"). */
  action: string;
  from: readonly OrderStage[];
  to?: OrderStage;
  guards?: OrderGuard[];
  set?: Partial<typeof orders.$inferInsert>;
  timeline: { kind: TimelineKind; note?: string | null };
  actor: OrderActor;
};

async function refusal(db: Db, change: Change): Promise<AppError> {
  const row = await findOrderState(db, change.merchantId, change.orderId);
  if (!row) return notFound('Order');
  if (!change.from.includes(row.stage)) {
    return new AppError(
      'INVALID_TRANSITION',
      `Order ${row.orderNumber} is ${row.stage}; ${change.action} needs ${change.from.join(' or ')}`,
    );
  }
  const failed = change.guards?.find((guard) => !guard.holds(row));
  return new AppError(
    'INVALID_TRANSITION',
    failed?.refusal(row) ?? `Order ${row.orderNumber} changed meanwhile; it is ${row.stage} now`,
  );
}

/**
 * The one way an order changes: one statement that makes the conditional UPDATE (merchant,
 * expected stage, guards) and inserts its timeline entry. A miss writes nothing and answers 404
 * (not this merchant's order) or 409 INVALID_TRANSITION naming the current stage.
 */
export async function changeOrder(db: Db, change: Change): Promise<OrderState> {
  const row = await applyOrderChange(
    db,
    {
      merchantId: change.merchantId,
      orderId: change.orderId,
      from: change.from,
      to: change.to,
      guards: change.guards?.map((guard) => guard.condition),
      set: change.set,
      now: new Date(),
    },
    { kind: change.timeline.kind, note: change.timeline.note, actor: change.actor },
  );
  if (!row) throw await refusal(db, change);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    stage: row.stage,
    stageChangedAt: row.stageChangedAt.toISOString(),
    deliveryChargePaymentStatus: row.deliveryChargePaymentStatus,
    paymentProofStatus: row.paymentProofStatus,
  };
}

/** A move of the contract's transition table, by the merchant or by the marketplace. */
export function transitionOrder(
  db: Db,
  params: {
    merchantId: number;
    orderId: number;
    transition: OrderTransition;
    actor: OrderActor;
    note?: string;
    set?: Partial<typeof orders.$inferInsert>;
  },
) {
  const rule = orderTransitions[params.transition];
  return changeOrder(db, {
    merchantId: params.merchantId,
    orderId: params.orderId,
    action: params.transition,
    from: rule.from,
    to: rule.to,
    guards: guardsOf[params.transition],
    set: params.set,
    timeline: { kind: 'stage_change', note: params.note },
    actor: params.actor,
  });
}
