import type { MerchantOrderAction, OrderStage } from '@mp/contract/oms/orders';
import type { BadgeTone } from '@/components/ui/badge';
import type { MessageKey } from '@/lib/i18n/en';
import type { OrderStageParam } from './order-search';

/** One colour per order stage, used by every stage badge and tab of the panel. */
export const STAGE_TONE: Record<OrderStage, BadgeTone> = {
  placed: 'amber',
  confirmed: 'blue',
  in_inspection: 'violet',
  pickup_initiated: 'indigo',
  dispatch_requestable: 'cyan',
  ready_to_dispatch: 'orange',
  dispatched: 'teal',
  delivered: 'green',
  cancelled: 'red',
};

export const STAGE_LABEL: Record<OrderStage, MessageKey> = {
  placed: 'orders.stage.placed',
  confirmed: 'orders.stage.confirmed',
  in_inspection: 'orders.stage.in_inspection',
  pickup_initiated: 'orders.stage.pickup_initiated',
  dispatch_requestable: 'orders.stage.dispatch_requestable',
  ready_to_dispatch: 'orders.stage.ready_to_dispatch',
  dispatched: 'orders.stage.dispatched',
  delivered: 'orders.stage.delivered',
  cancelled: 'orders.stage.cancelled',
};

export const ACTION_LABEL: Record<MerchantOrderAction, MessageKey> = {
  confirm: 'orders.action.confirm',
  'request-to-dispatch': 'orders.action.requestToDispatch',
  'cancel-pickup-request': 'orders.action.cancelPickupRequest',
  dispatch: 'orders.action.dispatch',
  'confirm-delivery': 'orders.action.confirmDelivery',
  cancel: 'orders.action.cancel',
  'payment-proof-validate': 'orders.action.validateProof',
  notes: 'orders.action.addNote',
};

/** What a stage move is called once it succeeded (toasts, bulk results). */
export const ACTION_DONE: Partial<Record<MerchantOrderAction, MessageKey>> = {
  confirm: 'orders.done.confirm',
  'request-to-dispatch': 'orders.done.requestToDispatch',
  'cancel-pickup-request': 'orders.done.cancelPickupRequest',
  dispatch: 'orders.done.dispatch',
  'confirm-delivery': 'orders.done.confirmDelivery',
  cancel: 'orders.done.cancel',
};

/** The sidebar's names of the stage lists. */
export const STAGE_LIST_TITLE: Record<OrderStageParam, MessageKey> = {
  all: 'nav.allOrders',
  placed: 'nav.readyToConfirm',
  confirmed: 'nav.confirmed',
  in_inspection: 'nav.inInspection',
  pickup_initiated: 'nav.pickupInitiated',
  dispatch_requestable: 'nav.readyForPickup',
  ready_to_dispatch: 'nav.pickupRequested',
  dispatched: 'nav.dispatched',
  delivered: 'nav.delivered',
  cancelled: 'nav.cancelled',
};
