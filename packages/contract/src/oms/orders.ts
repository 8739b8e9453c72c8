import { z } from 'zod';
import { systemActorSchema } from '../actors';
import {
  booleanFlagSchema,
  csvListSchema,
  dateOnlySchema,
  daysInOrder,
  errorCodes,
  idListSchema,
  idSchema,
  isoTimeSchema,
  pageQuerySchema,
  sortDirectionSchema,
} from '../common';
import type { Permission } from '../ums/permissions';

/** Stages in the sidebar's (menu) order. */
export const orderStages = [
  'placed',
  'confirmed',
  'in_inspection',
  'pickup_initiated',
  'dispatch_requestable',
  'ready_to_dispatch',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type OrderStage = (typeof orderStages)[number];
export const orderStageSchema = z.enum(orderStages);

export const orderTypes = ['COD', 'B2B'] as const;
export type OrderType = (typeof orderTypes)[number];
export const deliveryChargePaymentStatuses = ['paid', 'unpaid'] as const;
export type DeliveryChargePaymentStatus = (typeof deliveryChargePaymentStatuses)[number];
export const paymentProofStatuses = ['none', 'pending', 'valid', 'invalid'] as const;
export type PaymentProofStatus = (typeof paymentProofStatuses)[number];
export const orderSortFields = ['createdAt', 'total', 'orderNumber', 'stageChangedAt'] as const;

// ---------- bodies ----------

export const emptyActionBodySchema = z.object({}).strict().nullish();

/** Why an order was cancelled: a code, so the scorecard counts exactly (decision 056). */
export const cancelReasonCodes = [
  'out_of_stock',
  'price_error',
  'cannot_ship',
  'customer_asked',
  'customer_unreachable',
  'duplicate_order',
  'other',
] as const;
export type CancelReasonCode = (typeof cancelReasonCodes)[number];
/** The cancellations the shop caused, which its scorecard's cancellation rate counts. */
export const shopCausedCancelReasons = [
  'out_of_stock',
  'price_error',
  'cannot_ship',
] as const satisfies readonly CancelReasonCode[];

/** A reason code and an optional note; `other` needs the note (3 characters or more). */
export const cancelOrderBodySchema = z
  .object({
    reasonCode: z.enum(cancelReasonCodes),
    note: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((body) => body.reasonCode !== 'other' || (body.note?.length ?? 0) >= 3, {
    message: 'Say why in the note (3 characters or more)',
    path: ['note'],
  });
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;
export const paymentProofValidateBodySchema = z
  .object({ valid: z.boolean(), note: z.string().trim().max(500).optional() })
  .strict();
const noteText = z.string().trim().min(1).max(1000);
export const orderNoteBodySchema = z.object({ note: noteText }).strict();

/**
 * Confirming a B2B order whose payment proof is not checked valid needs the merchant's reason,
 * kept on its timeline with who gave it; without one such an order is refused (409
 * PAYMENT_PROOF_NOT_VALID) and a bulk confirm skips it.
 */
const proofOverride = { proofOverrideNote: noteText.optional() };

export const confirmOrderBodySchema = z.object(proofOverride).strict().nullish();
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

export const bulkConfirmBodySchema = z
  .object({ orderIds: z.array(idSchema).min(1).max(200), ...proofOverride })
  .strict();
export type BulkConfirmBody = z.infer<typeof bulkConfirmBodySchema>;

/**
 * The transition table: the only way a stage changes. Merchant actions are the POST paths
 * `oms/merchant-orders/{id}/<action>` (with `input`, their body; `bulk`, offered on a selection
 * of orders); marketplace steps run through the operations command. Every list of actions below
 * is read from it.
 */
export const orderTransitions = {
  confirm: {
    from: ['placed'],
    to: 'confirmed',
    by: 'merchant',
    permission: 'orders.act',
    bulk: true,
    input: confirmOrderBodySchema,
  },
  'request-to-dispatch': {
    from: ['dispatch_requestable'],
    to: 'ready_to_dispatch',
    by: 'merchant',
    permission: 'orders.fulfil',
    bulk: true,
  },
  'cancel-pickup-request': {
    from: ['ready_to_dispatch'],
    to: 'dispatch_requestable',
    by: 'merchant',
    permission: 'orders.fulfil',
  },
  dispatch: {
    from: ['ready_to_dispatch'],
    to: 'dispatched',
    by: 'merchant',
    permission: 'orders.fulfil',
    bulk: true,
  },
  'confirm-delivery': {
    from: ['dispatched'],
    to: 'delivered',
    by: 'merchant',
    permission: 'orders.act',
    bulk: true,
  },
  cancel: {
    from: ['placed', 'confirmed', 'in_inspection', 'pickup_initiated', 'dispatch_requestable'],
    to: 'cancelled',
    by: 'merchant',
    permission: 'orders.cancel',
    input: cancelOrderBodySchema,
  },
  'start-inspection': { from: ['confirmed'], to: 'in_inspection', by: 'marketplace' },
  'initiate-pickup': { from: ['in_inspection'], to: 'pickup_initiated', by: 'marketplace' },
  'make-dispatch-requestable': {
    from: ['pickup_initiated'],
    to: 'dispatch_requestable',
    by: 'marketplace',
  },
} as const satisfies Record<string, TransitionRule>;

type TransitionRule = {
  from: readonly OrderStage[];
  to: OrderStage;
  by: 'merchant' | 'marketplace';
  /** What a member needs to take a merchant step (decision 076); the marketplace's have none. */
  permission?: Permission;
  input?: z.ZodType;
  bulk?: true;
};
type Transitions = typeof orderTransitions;
export type OrderTransition = keyof Transitions;
type TransitionsWhere<Rule> = {
  [K in OrderTransition]: Transitions[K] extends Rule ? K : never;
}[OrderTransition];
type MerchantTransition = TransitionsWhere<{ by: 'merchant' }>;
type MarketplaceTransition = TransitionsWhere<{ by: 'marketplace' }>;
/** Merchant stage moves whose POST carries no body. */
export type SimpleOrderAction = Exclude<MerchantTransition, TransitionsWhere<{ input: z.ZodType }>>;
export type BulkOrderAction = TransitionsWhere<{ bulk: true }>;

/** The table's names whose rule passes the test, in the table's (lifecycle) order. */
const transitionsWhere = <Name extends OrderTransition>(test: (rule: TransitionRule) => boolean) =>
  (Object.keys(orderTransitions) as OrderTransition[]).filter((name): name is Name =>
    test(orderTransitions[name]),
  );

/** The marketplace's own steps, in lifecycle order (confirmed -> ... -> dispatch_requestable). */
export const marketplaceSteps = transitionsWhere<MarketplaceTransition>(
  (rule) => rule.by === 'marketplace',
);
export const simpleOrderActions = transitionsWhere<SimpleOrderAction>(
  (rule) => rule.by === 'merchant' && !rule.input,
);
export const bulkOrderActions = transitionsWhere<BulkOrderAction>((rule) => rule.bulk === true);

/** Stages where the next step is the merchant's (a forward move of theirs leads on from it). */
export const stagesAwaitingMerchant = orderStages.filter((stage) =>
  bulkOrderActions.some((action) =>
    (orderTransitions[action].from as readonly OrderStage[]).includes(stage),
  ),
);

/**
 * The orders a packer works on, from confirmed until the courier has them: a role with
 * `orders.view_packing` but not `orders.view` sees only these (decision 076).
 */
export const packingStages = [
  'confirmed',
  'in_inspection',
  'pickup_initiated',
  'dispatch_requestable',
  'ready_to_dispatch',
] as const satisfies readonly OrderStage[];

/** Stages an order still moves on from (not delivered, not cancelled), in lifecycle order. */
export const openStages = orderStages.filter((stage) =>
  Object.values(orderTransitions).some((rule) =>
    (rule.from as readonly OrderStage[]).includes(stage),
  ),
);
/** Where the marketplace's steps lead, in lifecycle order. */
export const marketplaceTargetStages = marketplaceSteps.map((step) => orderTransitions[step].to);

/** Actions beside the stage moves, with their bodies. */
export const otherOrderActions = {
  'payment-proof-validate': { input: paymentProofValidateBodySchema, permission: 'orders.act' },
  notes: { input: orderNoteBodySchema, permission: 'orders.note' },
} as const satisfies Record<string, { input: z.ZodType; permission: Permission }>;

/** What the merchant may do to an order: stage moves plus proof validation and notes. */
const merchantOrderActions = [
  ...transitionsWhere<MerchantTransition>((rule) => rule.by === 'merchant'),
  ...(Object.keys(otherOrderActions) as (keyof typeof otherOrderActions)[]),
];
export type MerchantOrderAction = (typeof merchantOrderActions)[number];

/** What the person needs to take the action (the route declares the same). */
export const orderActionPermission = (action: MerchantOrderAction): Permission =>
  action in otherOrderActions
    ? otherOrderActions[action as keyof typeof otherOrderActions].permission
    : (orderTransitions[action as MerchantTransition].permission as Permission);

type ActionInput<Action> = Action extends keyof typeof otherOrderActions
  ? z.input<(typeof otherOrderActions)[Action]['input']>
  : Action extends OrderTransition
    ? Transitions[Action] extends { input: infer Input extends z.ZodType }
      ? z.input<Input>
      : Record<never, never>
    : never;
/** The body of `POST oms/merchant-orders/{id}/<action>`, with the action's name. */
export type OrderActionBody = {
  [Action in MerchantOrderAction]: { action: Action } & ActionInput<Action>;
}[MerchantOrderAction];

/** A B2B order whose payment proof is not checked valid: confirming it needs the merchant's reason. */
export const confirmNeedsProofOverride = (order: {
  orderType: OrderType;
  paymentProofStatus: PaymentProofStatus;
}) => order.orderType === 'B2B' && order.paymentProofStatus !== 'valid';

/** The same rule the server applies; the panel may use it to show only the allowed buttons. */
export function allowedOrderActions(order: {
  stage: OrderStage;
  orderType: OrderType;
  deliveryChargePaymentStatus: DeliveryChargePaymentStatus;
  paymentProofStatus: PaymentProofStatus;
}): MerchantOrderAction[] {
  return merchantOrderActions.filter((action) => {
    if (action === 'notes') return true;
    if (action === 'payment-proof-validate') {
      return (
        order.stage === 'placed' &&
        order.orderType === 'B2B' &&
        order.paymentProofStatus === 'pending'
      );
    }
    if (action === 'request-to-dispatch' && order.deliveryChargePaymentStatus !== 'paid') {
      return false;
    }
    return (orderTransitions[action].from as readonly OrderStage[]).includes(order.stage);
  });
}

// ---------- queries ----------

/** `stage=placed` or `stage=placed,confirmed`; absent or `all` means every stage. */
export const stageFilterSchema = csvListSchema(z.enum([...orderStages, 'all']), 20).transform(
  (stages) =>
    stages.length === 0 || stages.includes('all') ? undefined : (stages as OrderStage[]),
);

export const orderFilterFields = {
  orderTypes: csvListSchema(z.enum(orderTypes), 2).optional(),
  deliveryChargePaymentStatus: z.enum(deliveryChargePaymentStatuses).optional(),
  shopIds: idListSchema.optional(),
  /** Merchant-local (Asia/Dhaka) days, both ends included. */
  createdFrom: dateOnlySchema.optional(),
  createdTo: dateOnlySchema.optional(),
  /** Part of the order number, the customer's name or phone. */
  search: z.string().trim().max(100).optional(),
  /** Whether the invoice was printed (the bulk print screen). */
  printed: booleanFlagSchema.optional(),
  /** `pending`: B2B orders whose payment proof waits for the merchant's check (Home's to do). */
  paymentProofStatus: z.enum(paymentProofStatuses).optional(),
  /** Cancelled orders with one of these reasons (the scorecard links the shop's own). */
  cancelReasons: csvListSchema(z.enum(cancelReasonCodes), cancelReasonCodes.length).optional(),
};

export const orderListQuerySchema = pageQuerySchema
  .extend({
    stage: stageFilterSchema.optional(),
    ...orderFilterFields,
    orderBy: z.enum(orderSortFields).default('createdAt'),
    orderDirection: sortDirectionSchema.default('desc'),
    /**
     * The page after (or before) this order of the list, in its sort: the pager's Next and
     * Previous send it with the page number, so a deep page is found from its neighbour instead
     * of by skipping every row before it. `page` alone keeps working.
     */
    after: idSchema.optional(),
    before: idSchema.optional(),
  })
  .strict()
  .refine(...daysInOrder('createdFrom', 'createdTo'))
  .refine((query) => query.after === undefined || query.before === undefined, {
    message: 'Send after or before, not both',
    path: ['after'],
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;

/** The list filters without stage, paging or sort: the count of every stage at once. */
export const orderCountQuerySchema = z
  .object(orderFilterFields)
  .strict()
  .refine(...daysInOrder('createdFrom', 'createdTo'));
export type OrderCountQuery = z.infer<typeof orderCountQuerySchema>;
export type OrderFilters = OrderCountQuery & { stage?: OrderStage[] };

// ---------- responses ----------

const money = z.number();

export const orderListItemSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  stage: orderStageSchema,
  orderType: z.enum(orderTypes),
  deliveryChargePaymentStatus: z.enum(deliveryChargePaymentStatuses),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.object({ name: z.string(), phone: z.string() }),
  itemCount: z.number().int(),
  total: money,
  codAmount: money,
  deliveryCharge: money,
  paymentProofStatus: z.enum(paymentProofStatuses),
  invoicePrintedAt: isoTimeSchema.nullable(),
  createdAt: isoTimeSchema,
  stageChangedAt: isoTimeSchema,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderStageCountsSchema = z.object({
  counts: z.record(orderStageSchema, z.number().int()),
  total: z.number().int(),
});
export type OrderStageCounts = z.infer<typeof orderStageCountsSchema>;

/** The longest span of GET oms/merchant-orders/stats/daily: two quarters side by side. */
const MAX_DAILY_SPAN_DAYS = 186;
const DAY_MS = 86_400_000;

/** GET oms/merchant-orders/stats/daily: merchant-local (Asia/Dhaka) days, both ends included. */
export const orderDailyQuerySchema = z
  .object({ from: dateOnlySchema, to: dateOnlySchema })
  .strict()
  .refine(...daysInOrder('from', 'to'))
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS < MAX_DAILY_SPAN_DAYS,
    { message: `At most ${MAX_DAILY_SPAN_DAYS} days`, path: ['from'] },
  );
export type OrderDailyQuery = z.infer<typeof orderDailyQuerySchema>;

/**
 * Orders placed per Dhaka day and shop (days without orders are left out): how many, and their
 * sales, the totals of those not cancelled.
 */
export const orderDailyStatsSchema = z.object({
  days: z.array(
    z.object({
      day: z.iso.date(),
      shopId: z.number().int(),
      orders: z.number().int(),
      sales: money,
    }),
  ),
});
export type OrderDailyStats = z.infer<typeof orderDailyStatsSchema>;

export const timelineKinds = [
  'placed',
  'stage_change',
  'note',
  'payment_proof',
  /** Confirmed without a valid payment proof, with the merchant's reason as its note. */
  'proof_override',
  'delivery_charge',
  'logistics',
  /** The invoice was printed (log-invoice-print/bulk). */
  'invoice_printed',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/**
 * What the marketplace recorded on an entry, as values the panel words in the merchant's
 * language; `note` holds only what a person wrote (a merchant's note or reason).
 */
const timelineDetailsSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('courier_assigned'),
    courier: z.string(),
    trackingNumber: z.string(),
    pickupAddress: z.string().nullable(),
    pickupAt: isoTimeSchema.nullable(),
  }),
  z.object({ event: z.literal('cod_collected') }),
  z.object({ event: z.literal('delivery_charge_paid'), amount: z.number().nullable() }),
  z.object({ event: z.literal('proof_marked'), verdict: z.enum(['valid', 'invalid']) }),
  z.object({ event: z.literal('invoice_printed'), times: z.number().int().positive() }),
]);
export type TimelineDetails = z.infer<typeof timelineDetailsSchema>;

/** A merchant user, by name, or who else acted, by code (the panel words it). */
const timelineActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), userId: z.number().int(), name: z.string() }),
  z.object({ kind: systemActorSchema }),
]);
export type TimelineActor = z.infer<typeof timelineActorSchema>;

export const orderTimelineEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(timelineKinds),
  fromStage: orderStageSchema.nullable(),
  toStage: orderStageSchema.nullable(),
  note: z.string().nullable(),
  details: timelineDetailsSchema.nullable(),
  actor: timelineActorSchema,
  createdAt: isoTimeSchema,
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

const orderItemSchema = z.object({
  id: z.number().int(),
  shopProductId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  unitPrice: money,
  quantity: z.number().int(),
  lineTotal: money,
});

export const orderDetailSchema = orderListItemSchema
  .omit({ invoicePrintedAt: true, paymentProofStatus: true })
  .extend({
    deliveryAddress: z.object({
      address: z.string(),
      area: z.string().nullable(),
      city: z.string(),
      postalCode: z.string().nullable(),
    }),
    items: z.array(orderItemSchema),
    subtotal: money,
    discount: money,
    paymentProof: z.object({
      status: z.enum(paymentProofStatuses),
      /** Open it through `POST fms/files/urlGenerator` with this Key. */
      fileKey: z.string().nullable(),
      validatedAt: isoTimeSchema.nullable(),
      validatedBy: z.string().nullable(),
    }),
    logistics: z.object({
      courierName: z.string().nullable(),
      trackingNumber: z.string().nullable(),
    }),
    invoice: z.object({ printedAt: isoTimeSchema.nullable(), printCount: z.number().int() }),
    cancellation: z
      .object({ reasonCode: z.enum(cancelReasonCodes), note: z.string().nullable() })
      .nullable(),
    updatedAt: isoTimeSchema,
    timeline: z.array(orderTimelineEntrySchema),
    allowedActions: z.array(z.enum(merchantOrderActions)),
  });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** What every stage action answers: the order's state after it. */
export const orderStateSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  stage: orderStageSchema,
  stageChangedAt: isoTimeSchema,
  deliveryChargePaymentStatus: z.enum(deliveryChargePaymentStatuses),
  paymentProofStatus: z.enum(paymentProofStatuses),
});
export type OrderState = z.infer<typeof orderStateSchema>;

export const bulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      errorCode: z.enum(errorCodes).optional(),
      message: z.string().optional(),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
