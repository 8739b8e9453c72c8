import type { MerchantOrderAction } from '@mp/contract/oms/orders';
import { type OrderStage, orderActionPermission, packingStages } from '@mp/contract/oms/orders';
import { type LiveEvent, topicPermission } from '@mp/contract/ums/events';
import {
  type NotificationKind,
  notificationKinds,
  notificationPermission,
} from '@mp/contract/ums/notifications';
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

/** How the member's search may match a customer's phone (`orders.queries.ts`'s PhoneSearch). */
export const phoneSearchFor = (access: MemberAccess) =>
  can(access, 'customers.phones') ? ('part' as const) : ('whole' as const);

/** The order actions of the order's stage that the member may take. */
export const actionsFor = (access: MemberAccess, actions: MerchantOrderAction[]) =>
  actions.filter((action) => can(access, orderActionPermission(action)));

/** The kinds of notification the member is told of: their own, and those their role may see. */
export const notificationKindsFor = (access: MemberAccess): NotificationKind[] =>
  notificationKinds.filter((kind) => {
    const needed = notificationPermission[kind];
    return needed === 'personal' || can(access, needed);
  });

/**
 * A live event as the member may hear it, or undefined when its topic is not theirs; how many
 * orders were placed only for a role that sees placed orders.
 */
export function liveEventFor(access: MemberAccess, event: LiveEvent): LiveEvent | undefined {
  if (!can(access, topicPermission[event.topic])) return undefined;
  if (event.placed === undefined || can(access, 'orders.view')) return event;
  const { placed: _placed, ...withoutPlaced } = event;
  return withoutPlaced;
}
