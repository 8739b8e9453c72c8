import type { CourierPaymentStat } from '@mp/contract/bms/courier-payments';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { COURIER_STATUS_STYLE } from '../lib/billing-labels';
import { COURIER_STATUS_TABS, type CourierStatusTab } from '../lib/courier-payment-search';
import { toPoisha } from '../lib/money';

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
              <Link
                to="/merchant/courier-payments"
                search={{ status: tab, page: 1 }}
                aria-current={active ? 'page' : undefined}
                data-testid={`courier-card-${tab}`}
                className={`flex h-full flex-col gap-1 rounded-lg border bg-white p-3 hover:border-accent ${
                  active ? 'border-accent ring-1 ring-accent' : 'border-line'
                }`}
              >
                <span className="flex items-center gap-2 text-[13px] font-medium text-ink-muted">
                  <span aria-hidden className={`size-2 rounded-full ${ACCENT[tab]}`} />
                  {label}
                </span>
                {figure ? (
                  <>
                    <span className="text-lg font-semibold text-ink tabular-nums">
                      {formatMoney(figure.amount)}
                    </span>
                    <span className="text-xs text-ink-muted tabular-nums">
                      {t('billing.courier.count', { count: figure.count })}
                    </span>
                  </>
                ) : (
                  <>
                    <Skeleton className="mt-1 h-5 w-24" />
                    <Skeleton className="mt-1 h-3 w-16" />
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
