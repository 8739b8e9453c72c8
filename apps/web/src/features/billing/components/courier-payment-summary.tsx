import type { CourierPaymentStat } from '@mp/contract/bms/courier-payments';
import { formatMoney, toPoisha } from '@mp/contract/money';
import { useT } from '@/lib/i18n/i18n';
import { COURIER_STATUS_STYLE } from '../lib/billing-labels';
import { COURIER_STATUS_TABS, type CourierStatusTab } from '../lib/courier-payment-search';
import { StatusCard } from './status-card';

const ACCENT: Record<CourierStatusTab, string> = {
  all: 'bg-accent',
  pending: 'bg-amber-500',
  processing: 'bg-blue-500',
  paid: 'bg-green-600',
  cancelled: 'bg-slate-400',
};

type CourierPaymentSummaryProps = {
  current: CourierStatusTab;
  stats: CourierPaymentStat | undefined;
};

/** One card per status with its count and amount; each card is the tab that filters the list. */
export function CourierPaymentSummary({ current, stats }: CourierPaymentSummaryProps) {
  const t = useT();
  const figures = (tab: CourierStatusTab) => {
    if (!stats) return undefined;
    const rows = tab === 'all' ? stats : stats.filter((row) => row.status === tab);
    return {
      count: rows.reduce((total, row) => total + row.count, 0),
      amount: rows.reduce((total, row) => total + toPoisha(row.totalAmount), 0) / 100,
    };
  };
  return (
    <nav aria-label={t('billing.courier.statuses')}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
        {COURIER_STATUS_TABS.map((tab) => {
          const active = tab === current;
          const figure = figures(tab);
          const label =
            tab === 'all' ? t('billing.courier.status.all') : t(COURIER_STATUS_STYLE[tab].label);
          return (
            <li key={tab} className={tab === 'all' ? 'col-span-2 sm:col-span-1' : undefined}>
              <StatusCard
                to="/merchant/courier-payments"
                search={{ status: tab, page: 1 }}
                active={active}
                data-testid={`courier-card-${tab}`}
                dot={ACCENT[tab]}
                label={label}
                figure={
                  figure && {
                    amount: formatMoney(figure.amount),
                    count: t('billing.courier.count', { count: figure.count }),
                  }
                }
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
