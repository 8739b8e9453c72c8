import type { OrderStage } from '@mp/contract/oms/orders';
import type { SavedViewList } from '@mp/contract/ums/saved-views';
import type { MessageKey } from '@/lib/i18n/en';

export type MenuEntry = {
  labelKey: MessageKey;
  /** The spec's target, verbatim (path plus its default query). */
  target: string;
  /**
   * Query values that must be present for the entry to be active (the spec's search hint).
   * Without a hint the path alone decides.
   */
  hint?: Record<string, string>;
  /** The stage whose list the entry opens: its count shows beside it when it awaits the merchant. */
  stage?: OrderStage;
  /** The list whose saved views show under this entry (#25 item 8). */
  savedViews?: SavedViewList;
};

export type MenuGroup = { labelKey: MessageKey | null; entries: MenuEntry[] };

/** The sidebar of spec section 2, in order. */
export const MENU: MenuGroup[] = [
  // Beyond the spec's table (#25): where signing in lands.
  { labelKey: null, entries: [{ labelKey: 'nav.home', target: '/merchant/home' }] },
  {
    labelKey: 'nav.orders',
    entries: [
      { labelKey: 'nav.allOrders', target: '/merchant/orders/all' },
      { labelKey: 'nav.readyToConfirm', target: '/merchant/orders/placed?page=1', stage: 'placed' },
      {
        labelKey: 'nav.confirmed',
        target: '/merchant/orders/confirmed?page=1',
        stage: 'confirmed',
      },
      {
        labelKey: 'nav.inInspection',
        target: '/merchant/orders/in_inspection',
        stage: 'in_inspection',
      },
      {
        labelKey: 'nav.pickupInitiated',
        target: '/merchant/orders/pickup_initiated',
        stage: 'pickup_initiated',
      },
      {
        labelKey: 'nav.readyForPickup',
        target:
          '/merchant/orders/dispatch_requestable?deliveryChargePaymentStatus=paid&page=1&orderTypes=COD,B2B',
        hint: { deliveryChargePaymentStatus: 'paid' },
        stage: 'dispatch_requestable',
      },
      {
        labelKey: 'nav.pickupRequested',
        target: '/merchant/orders/ready_to_dispatch',
        stage: 'ready_to_dispatch',
      },
      { labelKey: 'nav.dispatched', target: '/merchant/orders/dispatched', stage: 'dispatched' },
      { labelKey: 'nav.delivered', target: '/merchant/orders/delivered', stage: 'delivered' },
      {
        labelKey: 'nav.cancelled',
        target: '/merchant/orders/cancelled',
        stage: 'cancelled',
        savedViews: 'orders',
      },
    ],
  },
  {
    labelKey: null,
    entries: [
      { labelKey: 'nav.bulkPrint', target: '/merchant/bulk/' },
      { labelKey: 'nav.product', target: '/merchant/product/', savedViews: 'products' },
      { labelKey: 'nav.shops', target: '/merchant/shops' },
      { labelKey: 'nav.issues', target: '/merchant/issues?status=all', savedViews: 'issues' },
    ],
  },
  {
    labelKey: 'nav.billing',
    entries: [
      { labelKey: 'nav.paymentHistory', target: '/merchant/payments' },
      { labelKey: 'nav.bills', target: '/merchant/bills' },
      { labelKey: 'nav.courierPayments', target: '/merchant/courier-payments?status=all&page=1' },
      // Beyond the spec's table (#23): what the amount due is made of, entry by entry.
      { labelKey: 'nav.statement', target: '/merchant/statement' },
      { labelKey: 'nav.cod', target: '/merchant/cod' },
    ],
  },
  { labelKey: null, entries: [{ labelKey: 'nav.support', target: '/merchant/support' }] },
];

function trimSlash(path: string) {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Active when the path matches and, where the entry has a search hint, the query carries it.
 * A page under an entry without a hint (an issue of Issues, a shop of Shops) keeps it active.
 */
export function isEntryActive(entry: MenuEntry, pathname: string, search: string): boolean {
  const target = trimSlash(new URL(entry.target, 'http://panel.invalid').pathname);
  const path = trimSlash(pathname);
  if (!entry.hint && path.startsWith(`${target}/`)) return true;
  if (target !== path) return false;
  if (!entry.hint) return true;
  const query = new URLSearchParams(search);
  return Object.entries(entry.hint).every(([key, value]) => query.get(key) === value);
}

export function findActiveEntry(pathname: string, search: string): MenuEntry | undefined {
  for (const group of MENU) {
    const entry = group.entries.find((candidate) => isEntryActive(candidate, pathname, search));
    if (entry) return entry;
  }
  return undefined;
}
