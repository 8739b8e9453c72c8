import type { MerchantOrderAction } from '@mp/contract/oms/orders';
import { type OrderStage, orderActionPermission, packingStages } from '@mp/contract/oms/orders';
import { can, type MemberAccess } from '@mp/contract/ums/permissions';

/**
 * What a member's role lets them see inside an answer they may have (decision 076): the one place
 * that narrows stages and masks customers' phones, so screens and files agree.
 */

/** The stages the member may see; undefined for every stage. */
export const visibleOrderStages = (access: MemberAccess): readonly OrderStage[] | undefined =>
  can(access, 'orders.view') ? undefined : packingStages;

/** The requested stages (undefined: every stage) narrowed to what the member may see. */
export function stagesFor(
  access: MemberAccess,
  requested: OrderStage[] | undefined,
): OrderStage[] | undefined {
  const visible = visibleOrderStages(access);
  if (!visible) return requested;
  return requested ? requested.filter((stage) => visible.includes(stage)) : [...visible];
}

export const mayShowStage = (access: MemberAccess, stage: OrderStage) =>
  visibleOrderStages(access)?.includes(stage) ?? true;

/** `01712345678` as `017••••••78`: enough to tell two customers apart on a call, not to dial. */
export const maskPhone = (phone: string) =>
  phone.length <= 5
    ? '•'.repeat(phone.length)
    : `${phone.slice(0, 3)}${'•'.repeat(phone.length - 5)}${phone.slice(-2)}`;

/** Customers' phones as the member may read them on screens. */
export const phoneFor = (access: MemberAccess) =>
  can(access, 'customers.phones') ? (phone: string) => phone : maskPhone;

/** The order actions of the order's stage that the member may take. */
export const actionsFor = (access: MemberAccess, actions: MerchantOrderAction[]) =>
  actions.filter((action) => can(access, orderActionPermission(action)));
