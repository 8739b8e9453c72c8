import type { BillLine } from '@mp/contract/bms/bills';
import { formatMoney } from '@mp/contract/money';
import { formatDay } from '@/lib/format';
import type { TranslateFn } from '@/lib/i18n/i18n';

/**
 * A bill line in the merchant's language, from the values the API sends with it; an adjustment
 * (the finance team's own note) and a line written before lines carried values read as written.
 */
export function billLineWords(
  line: Pick<BillLine, 'kind' | 'description' | 'details'>,
  t: TranslateFn,
) {
  const { details } = line;
  if (details && 'commission' in details) {
    return details.commission
      .map((part) =>
        t('billing.line.commission', {
          percent: part.percent,
          base: formatMoney(part.base),
          category: part.category,
        }),
      )
      .join(' + ');
  }
  if (details && 'codFee' in details) {
    return t('billing.line.codFee', {
      percent: details.codFee.percent,
      base: formatMoney(details.codFee.base),
    });
  }
  if (details && 'platformFee' in details) {
    return t('billing.line.platformFee', {
      from: formatDay(details.platformFee.from),
      to: formatDay(details.platformFee.to),
    });
  }
  if (line.kind === 'delivery_charge') return t('billing.line.deliveryCharge');
  return line.description;
}
