import { formatMoney } from '@mp/contract/money';
import type { Notification } from '@mp/contract/ums/notifications';
import type { MessageKey } from '@/lib/i18n/en';
import type { TranslateFn } from '@/lib/i18n/i18n';
import { roleWords } from '@/lib/role-words';

/** The notification in the merchant's words, from its kind and facts. */
export function notificationText(t: TranslateFn, { kind, details }: Notification): string {
  switch (kind) {
    case 'orders_placed':
      return details.count === 1 && details.orderNumber
        ? t('notifications.orderPlaced', { orderNumber: details.orderNumber })
        : t('notifications.ordersPlaced', { count: details.count ?? 0 });
    case 'issue_comment':
      return t('notifications.issueComment', { issueNumber: details.issueNumber ?? '' });
    case 'issue_status':
      return t('notifications.issueStatus', {
        issueNumber: details.issueNumber ?? '',
        status: t(`issues.status.${details.status ?? 'open'}` as MessageKey),
      });
    case 'export_done':
      return t('notifications.exportDone', { fileName: details.fileName ?? '' });
    case 'payment_approved':
      return t('notifications.paymentApproved', { amount: formatMoney(details.amount ?? 0) });
    case 'courier_payment_paid':
      // No courier: the orders it covers had none on record.
      return details.courier
        ? t('notifications.courierPaymentPaid', {
            amount: formatMoney(details.amount ?? 0),
            courier: details.courier,
          })
        : t('notifications.courierPaymentPaidNoCourier', {
            amount: formatMoney(details.amount ?? 0),
          });
    case 'stock_low':
      return t('notifications.stockLow', {
        name: details.name ?? '',
        sku: details.sku ?? '',
        stock: details.stock ?? 0,
      });
    case 'member_role_changed':
      return t('notifications.memberRoleChanged', {
        name: details.name ?? '',
        role: roleWords(t, details.role ?? 'viewer', details.roleName),
      });
    case 'member_removed':
      return t('notifications.memberRemoved', { name: details.name ?? '' });
    case 'new_device':
      return t('notifications.newDevice', { device: details.device ?? '', ip: details.ip ?? '' });
    case 'member_new_device':
      return t('notifications.memberNewDevice', {
        name: details.name ?? '',
        device: details.device ?? '',
      });
  }
}

/** Where a notification leads in the panel; an export has its download instead. */
export function notificationLink({ kind, subjectId, details }: Notification): string | undefined {
  switch (kind) {
    case 'orders_placed':
      return details.count === 1 && subjectId
        ? `/merchant/order/${subjectId}`
        : '/merchant/orders/placed?page=1';
    case 'issue_comment':
    case 'issue_status':
      return `/merchant/issues/${subjectId}`;
    case 'payment_approved':
      return '/merchant/payments';
    case 'courier_payment_paid':
      return '/merchant/courier-payments?status=all&page=1';
    case 'stock_low':
      return `/merchant/product/${subjectId}`;
    case 'new_device':
      return '/merchant/security';
    case 'member_new_device':
      return '/merchant/staff';
    case 'export_done':
    case 'member_role_changed':
    case 'member_removed':
      return undefined;
  }
}
