import { describe, expect, it } from 'vitest';
import { english as en } from '@/lib/i18n/english.testing';
import { findActiveEntry, isEntryActive, MENU } from './menu';

const entryByLabel = (label: string) =>
  MENU.flatMap((group) => group.entries).find((entry) => en[entry.labelKey] === label)!;

describe('sidebar menu', () => {
  it("has Home, then every entry of the spec's table with its label and target, in order, then the statement and the COD reconciliation", () => {
    const rows = MENU.flatMap((group) => group.entries.map((e) => [en[e.labelKey], e.target]));
    expect(rows).toEqual([
      ['Home', '/merchant/home'],
      ['All Orders', '/merchant/orders/all'],
      ['Ready to Confirm', '/merchant/orders/placed?page=1'],
      ['Confirmed', '/merchant/orders/confirmed?page=1'],
      ['In-Inspection', '/merchant/orders/in_inspection'],
      ['Pickup initiated', '/merchant/orders/pickup_initiated'],
      [
        'Ready for Pickup',
        '/merchant/orders/dispatch_requestable?deliveryChargePaymentStatus=paid&page=1&orderTypes=COD,B2B',
      ],
      ['Pickup Requested', '/merchant/orders/ready_to_dispatch'],
      ['Dispatched', '/merchant/orders/dispatched'],
      ['Delivered', '/merchant/orders/delivered'],
      ['Cancelled', '/merchant/orders/cancelled'],
      ['Bulk Print', '/merchant/bulk/'],
      ['Product', '/merchant/product/'],
      ['Shops', '/merchant/shops'],
      ['Issues', '/merchant/issues?status=all'],
      ['Payment history', '/merchant/payments'],
      ['Bills', '/merchant/bills'],
      ['Courier Payments', '/merchant/courier-payments?status=all&page=1'],
      ['Statement', '/merchant/statement'],
      ['COD Reconciliation', '/merchant/cod'],
      ['Help/Support', '/merchant/support'],
    ]);
  });

  it('groups the order stages under Orders and the money pages under Billing', () => {
    const groups = MENU.filter((g) => g.labelKey).map((g) => [
      en[g.labelKey!],
      g.entries.map((e) => en[e.labelKey]),
    ]);
    expect(groups).toEqual([
      [
        'Orders',
        [
          'All Orders',
          'Ready to Confirm',
          'Confirmed',
          'In-Inspection',
          'Pickup initiated',
          'Ready for Pickup',
          'Pickup Requested',
          'Dispatched',
          'Delivered',
          'Cancelled',
        ],
      ],
      [
        'Billing',
        ['Payment history', 'Bills', 'Courier Payments', 'Statement', 'COD Reconciliation'],
      ],
    ]);
  });

  it('marks an entry active by its path, whatever the page or filters in the query', () => {
    expect(
      isEntryActive(entryByLabel('Ready to Confirm'), '/merchant/orders/placed', '?page=4'),
    ).toBe(true);
    expect(isEntryActive(entryByLabel('Issues'), '/merchant/issues', '?status=open')).toBe(true);
    expect(isEntryActive(entryByLabel('Bulk Print'), '/merchant/bulk', '')).toBe(true);
    expect(isEntryActive(entryByLabel('Bills'), '/merchant/payments', '')).toBe(false);
  });

  it('keeps an entry active on the pages under it: an issue, a shop, a product', () => {
    expect(findActiveEntry('/merchant/issues/12', '')?.labelKey).toBe('nav.issues');
    expect(findActiveEntry('/merchant/shops/3', '?tab=ratings')?.labelKey).toBe('nav.shops');
    expect(findActiveEntry('/merchant/product/42', '')?.labelKey).toBe('nav.product');
    expect(findActiveEntry('/merchant/orders/dispatch_requestable/x', '')).toBeUndefined();
    expect(findActiveEntry('/merchant/issuesx', '')).toBeUndefined();
  });

  it('marks Ready for Pickup active only when the query says the delivery charge is paid', () => {
    const readyForPickup = entryByLabel('Ready for Pickup');
    const path = '/merchant/orders/dispatch_requestable';
    expect(isEntryActive(readyForPickup, path, '?deliveryChargePaymentStatus=paid&page=2')).toBe(
      true,
    );
    expect(isEntryActive(readyForPickup, path, '?page=1&orderTypes=COD,B2B')).toBe(false);
    expect(isEntryActive(readyForPickup, path, '?deliveryChargePaymentStatus=unpaid')).toBe(false);
    expect(findActiveEntry(path, '')).toBeUndefined();
  });
});
