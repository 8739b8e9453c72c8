import { formatMoney, toPoisha } from '@mp/contract/money';
import { COD_OVERDUE_DAYS, type CodOrder, type CodStatus, codStatuses } from '@mp/contract/oms/cod';
import { Link } from '@tanstack/react-router';
import { Banknote, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Cell } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useCodOrders } from '../api/get-cod-orders';
import { COURIER_STATUS_STYLE } from '../lib/billing-labels';
import { type CodSearch, toCodListQuery } from '../lib/cod-search';
import { BillingTable } from './list-table';
import { StatusCard } from './status-card';

const COD_STATUS_STYLE: Record<CodStatus, { tone: BadgeTone; label: MessageKey }> = {
  awaiting_collection: { tone: 'amber', label: 'billing.cod.status.awaiting_collection' },
  collected: { tone: 'blue', label: 'billing.cod.status.collected' },
  remitted: { tone: 'green', label: 'billing.cod.status.remitted' },
  short: { tone: 'red', label: 'billing.cod.status.short' },
  over: { tone: 'violet', label: 'billing.cod.status.over' },
};

type CodSearchPatch = Partial<{ [K in keyof CodSearch]: CodSearch[K] | undefined }>;

type CodListProps = {
  search: CodSearch;
  navigate: (patch: CodSearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
  /** Tools of other features for this list (its export), composed by the screen. */
  toolbar?: ReactNode;
};

/**
 * The COD reconciliation (#23 item 3): every delivered COD order with where its cash is (awaiting
 * collection, collected, remitted, short or over), a card per status with its orders and COD,
 * and the orders delivered over a week ago that no paid courier payment has brought yet.
 */
export function CodList({ search, navigate, onClearFilters, toolbar }: CodListProps) {
  const t = useT();
  const query = toCodListQuery(search);
  const list = useCodOrders(query);
  const totals = list.isPlaceholderData ? undefined : list.data?.totals;
  const filtered = Boolean(search.status || search.overdue || search.courierPaymentId);
  // Every row of a courier payment's orders names the payment: the first says which it is.
  const payment = search.courierPaymentId
    ? list.data?.content.find((row) => row.courierPayment)
    : undefined;

  const figure = (status: CodStatus | undefined) => {
    if (!totals) return undefined;
    const rows = status ? totals.filter((row) => row.status === status) : totals;
    return {
      orders: rows.reduce((sum, row) => sum + row.orders, 0),
      amount: rows.reduce((sum, row) => sum + toPoisha(row.amount), 0) / 100,
    };
  };

  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={t('billing.cod.statuses')}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
          {[undefined, ...codStatuses].map((status) => {
            const shown = figure(status);
            return (
              <li key={status ?? 'all'}>
                <StatusCard
                  to="/merchant/cod"
                  search={{ ...search, status, page: undefined }}
                  active={search.status === status}
                  data-testid={`cod-card-${status ?? 'all'}`}
                  label={status ? t(COD_STATUS_STYLE[status].label) : t('billing.cod.status.all')}
                  figure={
                    shown && {
                      amount: formatMoney(shown.amount),
                      count: t('billing.cod.count', { count: shown.orders }),
                    }
                  }
                />
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-white p-3">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={search.overdue === true}
            onChange={(event) => navigate({ overdue: event.target.checked || undefined })}
          />
          {t('billing.cod.overdue', { days: COD_OVERDUE_DAYS })}
        </label>
        {search.courierPaymentId ? (
          <span
            data-testid="cod-courier-payment"
            className="flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm text-ink"
          >
            {t('billing.cod.ofPayment', {
              payment:
                [payment?.courierName, payment?.courierPayment?.reference]
                  .filter(Boolean)
                  .join(' · ') || `#${search.courierPaymentId}`,
            })}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('billing.cod.allPayments')}
              onClick={() => navigate({ courierPaymentId: undefined })}
            >
              <X aria-hidden className="size-3.5" />
            </Button>
          </span>
        ) : null}
        {toolbar}
      </div>
      <BillingTable<CodOrder>
        list={list}
        query={query}
        navigate={navigate}
        icon={Banknote}
        loadFailedTitle={t('billing.cod.loadFailed')}
        empty={{ title: t('billing.cod.emptyTitle'), message: t('billing.cod.empty') }}
        noMatches={
          filtered
            ? { title: t('billing.cod.emptyFilteredTitle'), onClear: onClearFilters }
            : undefined
        }
        caption={t('billing.cod.caption')}
        testId="cod-row"
        rowKey={(row) => row.orderId}
        columns={[
          { label: t('billing.cod.col.order') },
          { label: t('billing.cod.col.cod'), numeric: true },
          { label: t('billing.col.status') },
          { label: t('billing.cod.col.delivered') },
          { label: t('billing.cod.col.collected') },
          { label: t('billing.cod.col.courierCharge'), numeric: true },
          { label: t('billing.cod.col.courierPayment') },
        ]}
        renderCells={(row) => {
          const style = COD_STATUS_STYLE[row.status];
          return (
            <>
              <Cell label={t('billing.cod.col.order')} card="title">
                <Link
                  to="/merchant/order/$orderId"
                  params={{ orderId: String(row.orderId) }}
                  className="font-medium text-accent hover:underline"
                >
                  {row.orderNumber}
                </Link>
              </Cell>
              <Cell label={t('billing.cod.col.cod')} numeric>
                <span className="font-medium text-ink">{formatMoney(row.codAmount)}</span>
              </Cell>
              <Cell label={t('billing.col.status')} card="badge">
                <Badge tone={style.tone}>{t(style.label)}</Badge>
              </Cell>
              <Cell label={t('billing.cod.col.delivered')}>
                <span className="whitespace-nowrap">
                  {formatDateTime(row.deliveredAt)} · {t('billing.cod.age', { count: row.ageDays })}
                </span>
              </Cell>
              <Cell label={t('billing.cod.col.collected')} hideOnPhone>
                <span className="whitespace-nowrap">{formatDateTime(row.collectedAt)}</span>
              </Cell>
              <Cell label={t('billing.cod.col.courierCharge')} numeric hideOnPhone>
                {formatMoney(row.courierCharge)}
              </Cell>
              <Cell label={t('billing.cod.col.courierPayment')} hideOnPhone={!row.courierPayment}>
                {row.courierPayment ? (
                  <Link
                    to="/merchant/cod"
                    search={{ courierPaymentId: row.courierPayment.id }}
                    data-testid="cod-remittance"
                    className="text-accent hover:underline"
                  >
                    {[
                      row.courierName,
                      row.courierPayment.reference,
                      // Remitted only once the payment is paid: until then the courier holds it.
                      row.courierPayment.status === 'paid'
                        ? t('billing.cod.remitted', {
                            amount: formatMoney(row.courierPayment.remitted),
                          })
                        : t('billing.cod.toRemit', {
                            amount: formatMoney(row.courierPayment.remitted),
                            status: t(COURIER_STATUS_STYLE[row.courierPayment.status].label),
                          }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Link>
                ) : (
                  '—'
                )}
              </Cell>
            </>
          );
        }}
      />
    </div>
  );
}
