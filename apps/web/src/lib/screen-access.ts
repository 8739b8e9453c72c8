import { packingStages } from '@mp/contract/oms/orders';
import type { Permission } from '@mp/contract/ums/permissions';

/** What each screen of the panel needs, by path prefix; the first that matches decides. */
const SCREENS: [prefix: string, permission: Permission][] = [
  ['/merchant/orders/all', 'orders.view_packing'],
  ...packingStages.map((stage): [string, Permission] => [
    `/merchant/orders/${stage}`,
    'orders.view_packing',
  ]),
  ['/merchant/orders/', 'orders.view'],
  ['/merchant/order/', 'orders.view_packing'],
  ['/merchant/purchase-orders', 'orders.view'],
  ['/merchant/bulk', 'print'],
  ['/merchant/print-order', 'print'],
  ['/merchant/product', 'products.view'],
  ['/merchant/shops', 'shops.view'],
  ['/merchant/issues', 'issues.view'],
  ['/merchant/payments', 'billing.view'],
  ['/merchant/bills', 'billing.view'],
  ['/merchant/courier-payments', 'billing.view'],
  ['/merchant/statement', 'billing.view'],
  ['/merchant/cod', 'billing.view'],
  ['/merchant/print-receipt', 'billing.view'],
  ['/merchant/billing/info', 'billing.preference'],
  ['/merchant/staff', 'staff'],
  ['/merchant/activity', 'activity.view'],
];

/**
 * The permission a panel path needs (decision 076), or undefined when every member may open it
 * (Home, Support). The menu hides what the role cannot open; a deep link shows the no-access page.
 */
export function screenPermission(pathname: string): Permission | undefined {
  return SCREENS.find(([prefix]) => pathname.startsWith(prefix))?.[1];
}
