import { formatMoney } from '@mp/contract/money';
import type { TimelineDetails } from '@mp/contract/oms/orders';
import { formatDateTime } from '@/lib/format';
import type { TranslateFn } from '@/lib/i18n/i18n';

/** What the marketplace recorded on a timeline entry, in the merchant's language. */
export function timelineWords(details: TimelineDetails, t: TranslateFn): string {
  switch (details.event) {
    case 'courier_assigned':
      return [
        t('orders.timeline.courier', {
          courier: details.courier,
          tracking: details.trackingNumber,
        }),
        details.pickupAddress
          ? t('orders.timeline.pickupFrom', { address: details.pickupAddress })
          : null,
        details.pickupAt
          ? t('orders.timeline.pickupAt', { when: formatDateTime(details.pickupAt) })
          : null,
      ]
        .filter(Boolean)
        .join('; ');
    case 'cod_collected':
      return t('orders.timeline.codCollected');
    case 'delivery_charge_paid':
      return details.amount === null
        ? t('orders.timeline.chargePaid')
        : t('orders.timeline.chargePaidAmount', { amount: formatMoney(details.amount) });
    case 'proof_marked':
      return t(
        details.verdict === 'valid' ? 'orders.timeline.proofValid' : 'orders.timeline.proofInvalid',
      );
    case 'invoice_printed':
      return t('orders.timeline.printedTimes', { count: details.times });
  }
}
