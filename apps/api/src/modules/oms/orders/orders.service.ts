import {
  allowedOrderActions,
  type BulkConfirmBody,
  type BulkResult,
  type CancelOrderBody,
  type ConfirmOrderBody,
  type OrderCountQuery,
  type OrderDetail,
  type OrderListItem,
  type OrderListQuery,
  type OrderStageCounts,
  type OrderState,
  type OrderTimelineEntry,
  orderStages,
  type SimpleOrderAction,
} from '@mp/contract/oms/orders';
import type { PrintSheet } from '@mp/contract/oms/printing';
import type { MemberAccess } from '@mp/contract/ums/permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import {
  actionsFor,
  mayShowStage,
  phoneFor,
  phoneSearchFor,
  stagesFor,
  visibleOrderStages,
} from '../../../lib/member-view';
import { pageEnvelope } from '../../../lib/pagination';
import { recordActivity } from '../../ums/activity/activity.queries';
import { insertTimelineEntry } from './order-changes.queries';
import type { FindOrderDetail, OrderDetailRow } from './order-detail.queries';
import { returnOrderStock } from './order-stock';
import {
  changeOrder,
  type OrderGuard,
  paymentProofValid,
  transitionOrder,
  transitionOrders,
} from './order-transition';
import {
  countOrdersByStage,
  findOrderState,
  type ListOrders,
  type OrderListRow,
} from './orders.queries';
import { orders } from './orders.table';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toListItem(row: OrderListRow, phone: (phone: string) => string): OrderListItem {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    stage: row.stage,
    orderType: row.orderType,
    deliveryChargePaymentStatus: row.deliveryChargePaymentStatus,
    shop: { id: row.shopId, name: row.shopName },
    customer: { name: row.customerName, phone: phone(row.customerPhone) },
    itemCount: row.itemCount,
    total: row.total,
    codAmount: row.codAmount,
    deliveryCharge: row.deliveryCharge,
    paymentProofStatus: row.paymentProofStatus,
    invoicePrintedAt: iso(row.invoicePrintedAt),
    createdAt: row.createdAt.toISOString(),
    stageChangedAt: row.stageChangedAt.toISOString(),
  };
}

export async function listMerchantOrders(
  listOrders: ListOrders,
  merchantId: number,
  query: OrderListQuery,
  access: MemberAccess,
) {
  const stage = stagesFor(access, query.stage);
  if (stage?.length === 0) return pageEnvelope([], query, 0);
  const { rows, total, totalIsLowerBound } = await listOrders(
    merchantId,
    { ...query, stage },
    phoneSearchFor(access),
  );
  const phone = phoneFor(access);
  return pageEnvelope(
    rows.map((row) => toListItem(row, phone)),
    query,
    total,
    totalIsLowerBound,
  );
}

export async function countMerchantOrders(
  db: Db,
  merchantId: number,
  filters: OrderCountQuery,
  access: MemberAccess,
): Promise<OrderStageCounts> {
  const visible = visibleOrderStages(access);
  const rows = (await countOrdersByStage(db, merchantId, filters, phoneSearchFor(access))).filter(
    (row) => !visible || visible.includes(row.stage),
  );
  const counts = Object.fromEntries(orderStages.map((stage) => [stage, 0])) as Record<
    (typeof orderStages)[number],
    number
  >;
  let total = 0;
  for (const row of rows) {
    counts[row.stage] = row.value;
    total += row.value;
  }
  return { counts, total };
}

function toDetail(
  { order, shopName, courierName, validatedByName, items, timeline }: OrderDetailRow,
  access: MemberAccess,
  phone = phoneFor(access),
) {
  const detail: OrderDetail = {
    id: order.id,
    orderNumber: order.orderNumber,
    stage: order.stage,
    orderType: order.orderType,
    deliveryChargePaymentStatus: order.deliveryChargePaymentStatus,
    shop: { id: order.shopId, name: shopName },
    customer: { name: order.customerName, phone: phone(order.customerPhone) },
    deliveryAddress: {
      address: order.deliveryAddress,
      area: order.deliveryArea,
      city: order.deliveryCity,
      postalCode: order.deliveryPostalCode,
    },
    itemCount: order.itemCount,
    items,
    subtotal: order.subtotal,
    deliveryCharge: order.deliveryCharge,
    discount: order.discount,
    total: order.total,
    codAmount: order.codAmount,
    paymentProof: {
      status: order.paymentProofStatus,
      fileKey: order.paymentProofKey,
      validatedAt: iso(order.paymentProofValidatedAt),
      validatedBy: validatedByName,
    },
    logistics: { courierName, trackingNumber: order.trackingNumber },
    invoice: { printedAt: iso(order.invoicePrintedAt), printCount: order.invoicePrintCount },
    cancellation: order.cancelReasonCode
      ? { reasonCode: order.cancelReasonCode, note: order.cancelReason }
      : null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    stageChangedAt: order.stageChangedAt.toISOString(),
    timeline: timeline.map(
      (entry): OrderTimelineEntry => ({
        id: entry.id,
        kind: entry.kind,
        fromStage: entry.fromStage,
        toStage: entry.toStage,
        note: entry.note,
        details: entry.details,
        actor: entry.actor,
        createdAt: entry.createdAt.toISOString(),
      }),
    ),
    allowedActions: actionsFor(access, allowedOrderActions(order)),
  };
  return detail;
}

export async function getMerchantOrder(
  findDetail: FindOrderDetail,
  merchantId: number,
  orderId: number,
  access: MemberAccess,
) {
  const row = await findDetail(merchantId, orderId);
  if (!row || !mayShowStage(access, row.order.stage)) throw notFound('Order');
  return toDetail(row, access);
}

/**
 * The orders of a print run, in the order asked: the recipient's phone as it is, since the
 * courier calls it whoever prints (decision 076); an order the printer may not see is missing.
 */
export async function getPrintSheet(
  findDetail: FindOrderDetail,
  merchantId: number,
  orderIds: number[],
  access: MemberAccess,
): Promise<PrintSheet> {
  const sheet: PrintSheet = { orders: [], missing: [] };
  const ids = [...new Set(orderIds)];
  // The prepared detail, read side by side: a pool serves them at once, PGlite in turn.
  const rows = await Promise.all(ids.map((orderId) => findDetail(merchantId, orderId)));
  rows.forEach((row, i) => {
    if (row && mayShowStage(access, row.order.stage)) {
      sheet.orders.push(toDetail(row, access, (phone) => phone));
    } else sheet.missing.push(ids[i]!);
  });
  return sheet;
}

type Scope = { merchantId: number; userId: number };

export function runMerchantTransition(
  db: Db,
  scope: Scope,
  orderId: number,
  transition: SimpleOrderAction,
) {
  return transitionOrder(db, {
    merchantId: scope.merchantId,
    orderId,
    transition,
    actor: { userId: scope.userId },
  });
}

/** Cancels the order and returns to stock what placing it took (the caller's transaction). */
export async function cancelOrder(db: Db, scope: Scope, orderId: number, body: CancelOrderBody) {
  const state = await transitionOrder(db, {
    merchantId: scope.merchantId,
    orderId,
    transition: 'cancel',
    actor: { userId: scope.userId },
    note: body.note || undefined,
    set: { cancelReasonCode: body.reasonCode, cancelReason: body.note || null },
  });
  await returnOrderStock(db, scope.merchantId, orderId);
  return state;
}

const b2bOrder: OrderGuard = {
  condition: eq(orders.orderType, 'B2B'),
  holds: (row) => row.orderType === 'B2B',
  refusal: (row) =>
    `Order ${row.orderNumber} is a COD order; only B2B orders carry a payment proof`,
  errorCode: 'PAYMENT_PROOF_NOT_PENDING',
};

const pendingProof: OrderGuard = {
  condition: eq(orders.paymentProofStatus, 'pending'),
  holds: (row) => row.paymentProofStatus === 'pending',
  refusal: (row) =>
    `Order ${row.orderNumber}'s payment proof is ${row.paymentProofStatus} already; only a pending proof can be validated`,
  errorCode: 'PAYMENT_PROOF_NOT_PENDING',
};

export function validatePaymentProof(
  db: Db,
  scope: Scope,
  orderId: number,
  body: { valid: boolean; note?: string },
) {
  const verdict = body.valid ? 'valid' : 'invalid';
  return changeOrder(db, {
    merchantId: scope.merchantId,
    orderId,
    action: 'payment-proof-validate',
    from: ['placed'],
    guards: [b2bOrder, pendingProof],
    set: {
      paymentProofStatus: verdict,
      paymentProofValidatedAt: new Date(),
      paymentProofValidatedBy: scope.userId,
    },
    timeline: {
      kind: 'payment_proof',
      note: body.note || null,
      details: { event: 'proof_marked', verdict },
    },
    actor: { userId: scope.userId },
  });
}

export async function addOrderNote(db: Db, scope: Scope, orderId: number, note: string) {
  // Orders are never deleted nor moved between merchants, so checking first is race-free.
  const order = await findOrderState(db, scope.merchantId, orderId);
  if (!order) throw notFound('Order');
  const entry = await db.transaction(async (tx) => {
    const inserted = await insertTimelineEntry(tx, {
      orderId,
      merchantId: scope.merchantId,
      kind: 'note',
      note,
      actorUserId: scope.userId,
      createdAt: new Date(),
    });
    await recordActivity(tx, {
      ...scope,
      kind: 'orders.note',
      subjectId: orderId,
      details: { orderNumbers: [order.orderNumber], note },
    });
    return inserted;
  });
  return {
    id: entry.id,
    kind: 'note',
    fromStage: null,
    toStage: null,
    note,
    details: null,
    actor: { kind: 'person', userId: scope.userId, name: entry.actorName },
    createdAt: entry.createdAt.toISOString(),
  } satisfies OrderTimelineEntry;
}

/**
 * Confirms the placed orders among `orderIds` in one statement (its cost follows the selection,
 * not the merchant's size); with `proofOverrideNote`, a second statement confirms the B2B orders
 * the first refused for their payment proof, recording the note (the caller's transaction).
 */
async function confirmOrders(
  db: Db,
  scope: Scope,
  orderIds: number[],
  proofOverrideNote: string | undefined,
) {
  const confirm = (ids: number[], note?: string) =>
    transitionOrders(db, {
      merchantId: scope.merchantId,
      orderIds: ids,
      transition: 'confirm',
      actor: { userId: scope.userId },
      waiver: note ? { guard: paymentProofValid, kind: 'proof_override', note } : undefined,
    });
  const outcomes = await confirm(orderIds);
  const proofRefused = orderIds.filter((id) => {
    const outcome = outcomes.get(id);
    return outcome instanceof AppError && outcome.errorCode === paymentProofValid.errorCode;
  });
  if (proofOverrideNote && proofRefused.length > 0) {
    for (const [id, outcome] of await confirm(proofRefused, proofOverrideNote)) {
      outcomes.set(id, outcome);
    }
  }
  return outcomes;
}

export async function confirmOrder(
  db: Db,
  scope: Scope,
  orderId: number,
  body: ConfirmOrderBody,
): Promise<OrderState> {
  const outcome = (await confirmOrders(db, scope, [orderId], body?.proofOverrideNote)).get(
    orderId,
  )!;
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** Confirms a selection and reports every id of the request: ok, or why not. */
export async function bulkConfirm(
  db: Db,
  scope: Scope,
  body: BulkConfirmBody,
): Promise<BulkResult> {
  const unique = [...new Set(body.orderIds)];
  const outcomes = await confirmOrders(db, scope, unique, body.proofOverrideNote);
  return {
    results: unique.map((id) => {
      const outcome = outcomes.get(id)!;
      return outcome instanceof AppError
        ? { id, ok: false, errorCode: outcome.errorCode, message: outcome.message }
        : { id, ok: true };
    }),
  };
}
