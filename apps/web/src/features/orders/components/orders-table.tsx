import {
  allowedOrderActions,
  type OrderListItem,
  type orderSortFields,
} from '@mp/contract/oms/orders';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { serialNumber } from '../lib/serial-number';
import { OrderActions } from './order-actions';
import { DeliveryChargeBadge, OrderTypeBadge } from './order-badges';
import { StageBadge } from './stage-badge';

type SortField = (typeof orderSortFields)[number];
export type TableSort = { orderBy: SortField; orderDirection: 'asc' | 'desc' };

type OrdersTableProps = {
  orders: OrderListItem[] | undefined;
  page: number;
  pageSize: number;
  /** Show the stage badge (the All Orders list mixes stages). */
  showStage: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  sort: TableSort;
  onSort: (field: SortField) => void;
};

const COLUMNS = 13;

/** The order list: a table on wide screens, stacked cards on phones (cells carry their label). */
export function OrdersTable({
  orders,
  page,
  pageSize,
  showStage,
  selected,
  onToggle,
  onToggleAll,
  sort,
  onSort,
}: OrdersTableProps) {
  const t = useT();
  const allSelected = Boolean(orders?.length) && orders?.every((order) => selected.has(order.id));
  const sortHeader = (field: SortField, label: string, align: 'left' | 'right' = 'left') => {
    const active = sort.orderBy === field;
    const Icon = !active ? ArrowUpDown : sort.orderDirection === 'asc' ? ArrowUp : ArrowDown;
    return (
      <th
        scope="col"
        aria-sort={
          active ? (sort.orderDirection === 'asc' ? 'ascending' : 'descending') : undefined
        }
        className={`px-2 py-2 font-medium ${align === 'right' ? 'text-right' : 'text-left'}`}
      >
        <button
          type="button"
          onClick={() => onSort(field)}
          className={`inline-flex items-center gap-1 rounded hover:text-ink ${active ? 'text-ink' : ''}`}
        >
          {label}
          <Icon aria-hidden className="size-3.5" />
        </button>
      </th>
    );
  };

  return (
    <div className="lg:overflow-x-auto lg:rounded-lg lg:border lg:border-line lg:bg-white">
      <table className="block w-full text-[13px] lg:table">
        <caption className="sr-only">{t('orders.tableCaption')}</caption>
        {/* Headings on one line: they keep their height when the rows arrive (no layout shift). */}
        <thead className="hidden border-b border-line bg-surface-muted whitespace-nowrap text-ink-muted lg:table-header-group">
          <tr>
            <th scope="col" className="w-8 px-2 py-2">
              <input
                type="checkbox"
                aria-label={t('orders.selectPage')}
                checked={allSelected}
                disabled={!orders?.length}
                onChange={(event) => onToggleAll(event.target.checked)}
                className="size-4 accent-accent"
              />
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('orders.col.sl')}
            </th>
            {sortHeader('orderNumber', t('orders.col.orderNumber'))}
            {sortHeader('createdAt', t('orders.col.placedAt'))}
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('orders.col.customer')}
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('orders.col.shop')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('orders.col.items')}
            </th>
            {sortHeader('total', t('orders.col.total'), 'right')}
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('orders.col.cod')}
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('orders.col.type')}
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('orders.col.deliveryCharge')}
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {t('orders.col.printed')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <span className="sr-only">{t('orders.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-2 lg:table-row-group lg:space-y-0">
          {orders === undefined ? (
            <SkeletonRows rows={Math.min(pageSize, 10)} columns={COLUMNS} />
          ) : (
            orders.map((order, index) => (
              <tr
                key={order.id}
                data-testid="order-row"
                data-order-number={order.orderNumber}
                className={`block rounded-lg border border-line bg-white p-2 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 ${
                  selected.has(order.id) ? 'bg-accent-soft/60' : ''
                }`}
              >
                <Cell label={null}>
                  <input
                    type="checkbox"
                    aria-label={t('orders.selectOrder', { number: order.orderNumber })}
                    checked={selected.has(order.id)}
                    onChange={() => onToggle(order.id)}
                    className="size-4 accent-accent"
                  />
                </Cell>
                <Cell label={t('orders.col.sl')} numeric>
                  {serialNumber(page, pageSize, index)}
                </Cell>
                <Cell label={t('orders.col.orderNumber')}>
                  <span className="flex flex-wrap items-center gap-2">
                    <Link
                      to="/merchant/order/$orderId"
                      params={{ orderId: String(order.id) }}
                      className="font-medium whitespace-nowrap text-accent tabular-nums hover:underline"
                    >
                      {order.orderNumber}
                    </Link>
                    {showStage ? <StageBadge stage={order.stage} /> : null}
                  </span>
                </Cell>
                <Cell label={t('orders.col.placedAt')}>
                  <PlacedAt value={order.createdAt} />
                </Cell>
                <Cell label={t('orders.col.customer')}>
                  <span className="flex flex-col">
                    <span>{order.customer.name}</span>
                    <span className="text-ink-muted tabular-nums">{order.customer.phone}</span>
                  </span>
                </Cell>
                <Cell label={t('orders.col.shop')}>
                  <span className="lg:inline-block lg:min-w-28">{order.shop.name}</span>
                </Cell>
                <Cell label={t('orders.col.items')} numeric>
                  {order.itemCount}
                </Cell>
                <Cell label={t('orders.col.total')} numeric>
                  {formatMoney(order.total)}
                </Cell>
                <Cell label={t('orders.col.cod')} numeric>
                  {formatMoney(order.codAmount)}
                </Cell>
                <Cell label={t('orders.col.type')}>
                  <OrderTypeBadge type={order.orderType} />
                </Cell>
                <Cell label={t('orders.col.deliveryCharge')}>
                  <DeliveryChargeBadge status={order.deliveryChargePaymentStatus} />
                </Cell>
                <Cell label={t('orders.col.printed')}>
                  {order.invoicePrintedAt ? (
                    <span className="whitespace-nowrap">
                      {formatDateTime(order.invoicePrintedAt)}
                    </span>
                  ) : (
                    <span className="text-ink-muted">{t('orders.printedNo')}</span>
                  )}
                </Cell>
                <Cell label={null}>
                  <OrderActions order={order} allowed={allowedOrderActions(order)} layout="row" />
                </Cell>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Cell({
  label,
  numeric = false,
  children,
}: {
  label: string | null;
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      className={`flex items-center justify-between gap-3 px-2 py-1 lg:table-cell lg:px-2 lg:py-2 lg:align-top ${
        numeric ? 'tabular-nums lg:text-right' : ''
      }`}
    >
      {label ? <span className="text-ink-muted lg:hidden">{label}</span> : null}
      {children}
    </td>
  );
}

/** Date over time on wide screens (the table stays narrow), one line on cards. */
function PlacedAt({ value }: { value: string }) {
  const [day, time] = formatDateTime(value).split(', ');
  return (
    <span className="flex gap-1 whitespace-nowrap lg:flex-col lg:gap-0">
      <span>
        {day}
        {time ? <span className="lg:hidden">,</span> : null}
      </span>
      {time ? <span className="text-ink-muted">{time}</span> : null}
    </span>
  );
}
