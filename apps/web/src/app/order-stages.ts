import { isOrderStageParam, type OrderStageParam } from '@/features/orders/lib/order-search';
import { STAGE_LIST_TITLE } from '@/features/orders/lib/stage-style';

/** `all` plus the order stages in menu order, each with its menu label as the page title. */
export const ORDER_STAGE_TITLES = STAGE_LIST_TITLE;

export { isOrderStageParam, type OrderStageParam };
