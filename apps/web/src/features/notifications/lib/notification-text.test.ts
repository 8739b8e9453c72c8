import type { Notification } from '@mp/contract/ums/notifications';
import { describe, expect, it } from 'vitest';
import { loadLocale, translate } from '@/lib/i18n/i18n';
import { alertsAfter } from './browser-alerts';
import { notificationLink, notificationText } from './notification-text';

const item = (fields: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'orders_placed',
  subjectId: null,
  details: {},
  readAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...fields,
});

describe('notification wording and links', () => {
  it('words each kind in English and Bangla and leads to its object', async () => {
    await loadLocale('bn');
    const one = item({ subjectId: 41, details: { count: 1, orderNumber: 'ORD-2611-000041' } });
    const comment = item({
      kind: 'issue_comment',
      subjectId: 7,
      details: { issueNumber: 'ISS-10007' },
    });
    const low = item({
      kind: 'stock_low',
      subjectId: 9,
      details: { name: 'Tea', sku: 'T-1', stock: 2 },
    });
    const en = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate('en', key, values);
    const bn = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate('bn', key, values);
    expect(notificationText(en, one)).toBe('New order ORD-2611-000041');
    expect(notificationText(bn, one)).toBe('নতুন অর্ডার ORD-2611-000041');
    expect(notificationText(en, item({ details: { count: 3 } }))).toBe('3 new orders');
    expect(notificationText(en, comment)).toBe('The marketplace replied on issue ISS-10007');
    expect(notificationText(en, low)).toBe('Tea (T-1) is low on stock: 2 left');
    const remitted = item({
      kind: 'courier_payment_paid',
      details: { amount: 2500, courier: 'Pathao' },
    });
    const unrecorded = item({ kind: 'courier_payment_paid', details: { amount: 700 } });
    expect(notificationText(en, remitted)).toBe('Pathao paid ৳2,500.00 of collected cash');
    expect(notificationText(en, unrecorded)).toBe(
      'Collected cash of ৳700.00 paid, with no courier on record',
    );
    expect(notificationText(bn, unrecorded)).toBe(
      'সংগৃহীত নগদের ৳700.00 পরিশোধ করা হয়েছে (কুরিয়ারের তথ্য নেই)',
    );
    expect(notificationLink(one)).toBe('/merchant/order/41');
    expect(notificationLink(item({ details: { count: 3 } }))).toBe(
      '/merchant/orders/placed?page=1',
    );
    expect(notificationLink(comment)).toBe('/merchant/issues/7');
    expect(notificationLink(low)).toBe('/merchant/product/9');
    expect(notificationLink(item({ kind: 'export_done', subjectId: 3 }))).toBeUndefined();
  });

  it('alerts for new unread orders and comments only, each once', () => {
    const items = [
      item({ id: 5, kind: 'issue_comment' }),
      item({ id: 4, kind: 'export_done' }),
      item({ id: 3, readAt: '2026-11-26T10:01:00.000Z' }),
      item({ id: 2 }),
    ];
    expect(alertsAfter(2, items).map((n) => n.id)).toEqual([5]);
    expect(alertsAfter(5, items)).toEqual([]);
  });
});
