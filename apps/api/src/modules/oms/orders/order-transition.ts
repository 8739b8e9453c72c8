import type { ErrorCode } from '@mp/contract/common';
import {
  confirmNeedsProofOverride,
  type OrderStage,
  type OrderState,
  type OrderTransition,
  orderTransitions,
  type TimelineDetails,
  type TimelineKind,
} from '@mp/contract/oms/orders';
import { stageLabels } from '@mp/contract/oms/stage-labels';
import type { ActivityDetails } from '@mp/contract/ums/activity';
import type { ActivityKind } from '@mp/contract/ums/activity-kinds';
import { eq, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { keptOrderNumbers, recordActivity } from '../../ums/activity/activity.queries';
import { applyOrderChange, type OrderActor } from './order-changes.queries';
import { findOrderStates, type OrderStateRow } from './orders.queries';
import { orders } from './orders.table';

export const MARKETPLACE_ACTOR: OrderActor = { kind: 'marketplace' };

/** A condition beyond the stage: checked in the UPDATE itself, explained when it fails. */
export type OrderGuard = {
  condition: SQL;
  holds(row: OrderStateRow): boolean;
  refusal(row: OrderStateRow): string;
  /** What the merchant can act on: the guard's own code, not a stale stage's. */
  errorCode: ErrorCode;
};

const deliveryChargePaid: OrderGuard = {
  condition: eq(orders.deliveryChargePaymentStatus, 'paid'),
  holds: (row) => row.deliveryChargePaymentStatus === 'paid',
  errorCode: 'DELIVERY_CHARGE_UNPAID',
  refusal: (row) =>
    `The customer has not paid the delivery charge of order ${row.orderNumber} yet; you can request pickup once it is paid`,
};

/** Waived by the merchant's reason (`proofOverrideNote`), recorded as a `proof_override` entry. */
export const paymentProofValid: OrderGuard = {
  condition: or(ne(orders.orderType, 'B2B'), eq(orders.paymentProofStatus, 'valid'))!,
  holds: (row) => !confirmNeedsProofOverride(row),
  errorCode: 'PAYMENT_PROOF_NOT_VALID',
  refusal: (row) =>
    `Order ${row.orderNumber} is a B2B order whose payment proof is ${row.paymentProofStatus === 'none' ? 'missing' : row.paymentProofStatus}: check the proof first, or confirm with a note that says why it goes ahead`,
};

const guardsOf: Partial<Record<OrderTransition, OrderGuard[]>> = {
  confirm: [paymentProofValid],
  'request-to-dispatch': [deliveryChargePaid],
};

/** Each way a person changes orders, as the activity log names it. */
const activityOfAction = {
  confirm: 'orders.confirm',
  cancel: 'orders.cancel',
  'request-to-dispatch': 'orders.request_pickup',
  'cancel-pickup-request': 'orders.withdraw_pickup',
  dispatch: 'orders.dispatch',
  'confirm-delivery': 'orders.confirm_delivery',
  'payment-proof-validate': 'orders.payment_proof',
  'update-info': 'orders.logistics',
} as const satisfies Record<string, ActivityKind>;

/** The marketplace's own steps (the ops command): not a member's act, so not logged. */
type MarketplaceAction = OrderTransition | 'mark-paid' | 'collect-cod' | 'set-courier';

type Change = {
  merchantId: number;
  orderId: number;
  /** Names the action in refusals ("confirm needs placed") and in the activity log. */
  action: keyof typeof activityOfAction | MarketplaceAction;
  from: readonly OrderStage[];
  to?: OrderStage;
  guards?: OrderGuard[];
  set?: Partial<typeof orders.$inferInsert>;
  timeline: { kind: TimelineKind; note?: string | null; details?: TimelineDetails | null };
  actor: OrderActor;
};

type SelectionChange = Omit<Change, 'orderId'> & { orderIds: number[] };

/** Why an order the change missed was not changed: 404 if it is not the merchant's, else 409. */
function refusal(row: OrderStateRow | undefined, change: SelectionChange): AppError {
  if (!row) return notFound('Order');
  const now = `"${stageLabels.en[row.stage]}"`;
  if (!change.from.includes(row.stage)) {
    const needed = change.from.map((stage) => `"${stageLabels.en[stage]}"`).join(' or ');
    return new AppError(
      'INVALID_TRANSITION',
      `Order ${row.orderNumber} is already ${now}: ${change.action} applies to orders that are ${needed}`,
    );
  }
  const failed = change.guards?.find((guard) => !guard.holds(row));
  if (failed) return new AppError(failed.errorCode, failed.refusal(row));
  return new AppError(
    'INVALID_TRANSITION',
    `Order ${row.orderNumber} changed meanwhile; it is ${now} now`,
  );
}

/**
 * The one way orders change: one statement makes the conditional UPDATE (merchant, expected
 * stage, guards) of every order of the selection and inserts their timeline entries. Answers
 * per order its new state, or the refusal of an order it missed: 404 (not this merchant's
 * order) or 409 INVALID_TRANSITION naming the current stage.
 */
async function changeOrders(
  db: Db,
  change: SelectionChange,
): Promise<Map<number, OrderState | AppError>> {
  const now = new Date();
  const apply = (tx: Db) =>
    applyOrderChange(
      tx,
      {
        merchantId: change.merchantId,
        orderIds: change.orderIds,
        from: change.from,
        to: change.to,
        guards: change.guards?.map((guard) => guard.condition),
        set: change.set,
        now,
      },
      { ...change.timeline, actor: change.actor },
    );
  const { actor, action } = change;
  // A person's change is logged with it, in one transaction; the marketplace's is not theirs.
  const changed =
    'userId' in actor && action in activityOfAction
      ? await db.transaction(async (tx) => {
          const rows = await apply(tx);
          if (rows.length > 0) {
            await recordActivity(tx, {
              merchantId: change.merchantId,
              userId: actor.userId,
              kind: activityOfAction[action as keyof typeof activityOfAction],
              subjectId: rows.length === 1 ? rows[0]!.id : null,
              count: rows.length,
              details: activityDetailsOf(change, rows),
            });
          }
          return rows;
        })
      : await apply(db);
  const outcomes = new Map<number, OrderState | AppError>(
    changed.map((row) => [
      row.id,
      {
        id: row.id,
        orderNumber: row.orderNumber,
        stage: row.stage,
        stageChangedAt: row.stageChangedAt.toISOString(),
        deliveryChargePaymentStatus: row.deliveryChargePaymentStatus,
        paymentProofStatus: row.paymentProofStatus,
      },
    ]),
  );
  const missed = change.orderIds.filter((id) => !outcomes.has(id));
  if (missed.length > 0) {
    const rows = await findOrderStates(db, change.merchantId, missed);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of missed) outcomes.set(id, refusal(byId.get(id), change));
  }
  return outcomes;
}

/** What the log keeps of a change: the orders' numbers and the words or values given. */
function activityDetailsOf(
  change: SelectionChange,
  rows: { orderNumber: string }[],
): ActivityDetails {
  const { timeline, set } = change;
  const details: ActivityDetails = {
    orderNumbers: keptOrderNumbers(rows.map((row) => row.orderNumber)),
  };
  if (timeline.note) details.note = timeline.note;
  if (set?.cancelReasonCode) details.cancelReason = set.cancelReasonCode;
  if (timeline.details?.event === 'proof_marked') details.verdict = timeline.details.verdict;
  if (timeline.details?.event === 'courier_assigned') {
    details.courier = timeline.details.courier;
    details.trackingNumber = timeline.details.trackingNumber;
  }
  return details;
}

/** One order's change: its new state, or its refusal thrown. */
export async function changeOrder(db: Db, { orderId, ...change }: Change): Promise<OrderState> {
  const outcome = (await changeOrders(db, { ...change, orderIds: [orderId] })).get(orderId)!;
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** A guard the merchant set aside with a reason: the entry records that and the reason. */
type Waiver = { guard: OrderGuard; kind: TimelineKind; note: string };

const transitionChange = (
  transition: OrderTransition,
  params: { merchantId: number; actor: OrderActor; note?: string; waiver?: Waiver },
) => {
  const rule = orderTransitions[transition];
  const { waiver } = params;
  return {
    merchantId: params.merchantId,
    action: transition,
    from: rule.from,
    to: rule.to,
    guards: guardsOf[transition]?.filter((guard) => guard !== waiver?.guard),
    timeline: waiver
      ? { kind: waiver.kind, note: waiver.note }
      : { kind: 'stage_change' as const, note: params.note },
    actor: params.actor,
  };
};

/** A move of the contract's transition table, by the merchant or by the marketplace. */
export function transitionOrder(
  db: Db,
  params: {
    merchantId: number;
    orderId: number;
    transition: OrderTransition;
    actor: OrderActor;
    note?: string;
    waiver?: Waiver;
    set?: Partial<typeof orders.$inferInsert>;
  },
) {
  return changeOrder(db, {
    ...transitionChange(params.transition, params),
    orderId: params.orderId,
    set: params.set,
  });
}

/** The same move for a selection (a bulk action): per order, its new state or its refusal. */
export function transitionOrders(
  db: Db,
  params: {
    merchantId: number;
    orderIds: number[];
    transition: OrderTransition;
    actor: OrderActor;
    waiver?: Waiver;
  },
) {
  return changeOrders(db, {
    ...transitionChange(params.transition, params),
    orderIds: params.orderIds,
  });
}
