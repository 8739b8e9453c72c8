import type { CancelReasonCode } from '@mp/contract/oms/orders';
import type { MessageKey } from '@/lib/i18n/en';

/** Each cancellation reason in the merchant's words. */
export const CANCEL_REASON_LABEL: Record<CancelReasonCode, MessageKey> = {
  out_of_stock: 'orders.cancelReasons.out_of_stock',
  price_error: 'orders.cancelReasons.price_error',
  cannot_ship: 'orders.cancelReasons.cannot_ship',
  customer_asked: 'orders.cancelReasons.customer_asked',
  customer_unreachable: 'orders.cancelReasons.customer_unreachable',
  duplicate_order: 'orders.cancelReasons.duplicate_order',
  other: 'orders.cancelReasons.other',
};
