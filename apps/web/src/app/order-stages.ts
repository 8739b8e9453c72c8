import type { OrderStageParam } from '@/features/orders/lib/order-search';
import { STAGE_LIST_TITLE } from '@/features/orders/lib/stage-style';

/** `all` plus the order stages in menu order, each with its menu label as the page title. */
export const ORDER_STAGE_TITLES = STAGE_LIST_TITLE;

/**
 * Whether `$stage` names a list. Read from the titles table (every stage has one) so that the
 * router does not load the order search schema, and zod with it, for the login page.
 */
export function isOrderStageParam(value: string): value is OrderStageParam {
  return Object.hasOwn(ORDER_STAGE_TITLES, value);
}

export type { OrderStageParam };
