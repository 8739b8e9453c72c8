import {
  allowedOrderActions,
  type OrderListItem,
  type orderSortFields,
} from '@mp/contract/oms/orders';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { ProgressiveRows } from '@/components/ui/progressive-rows';
import {
  cardRowClass,
  HeadCell,
  pinnedEndClass,
  Cell as ResponsiveCell,
  ResponsiveTable,
  selectedCardRowClass,
} from '@/components/ui/responsive-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { serialNumber } from '@/lib/list-search';
import { OrderActions } from './order-actions';
import { DeliveryChargeBadge, OrderTypeBadge } from './order-badges';
import { StageBadge } from './stage-badge';

type SortField = (typeof orderSortFields)[number];
type TableSort = { orderBy: SortField; orderDirection: 'asc' | 'desc' };

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
    <ResponsiveTable
      caption={t('orders.tableCaption')}
      nowrapHead
      loading={orders === undefined}
      skeletonRows={Math.min(pageSize, 10)}
      columns={COLUMNS}
      head={
        <>
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
          <HeadCell label={t('orders.col.sl')} numeric dense />
          {sortHeader('orderNumber', t('orders.col.orderNumber'))}
          {sortHeader('createdAt', t('orders.col.placedAt'))}
          <HeadCell label={t('orders.col.customer')} dense />
          <HeadCell label={t('orders.col.shop')} dense />
          <HeadCell label={t('orders.col.items')} numeric dense />
          {sortHeader('total', t('orders.col.total'), 'right')}
          <HeadCell label={t('orders.col.cod')} numeric dense />
          <HeadCell label={t('orders.col.type')} dense />
          <HeadCell label={t('orders.col.deliveryCharge')} dense />
          <HeadCell label={t('orders.col.printed')} dense />
          <th
            scope="col"
            className={`bg-surface-muted px-2 py-2 text-right font-medium ${pinnedEndClass}`}
          >
            <span className="sr-only">{t('orders.actions')}</span>
          </th>
        </>
      }
    >
      {orders ? (
        <ProgressiveRows items={orders}>
          {(order, index) => (
            <tr
              key={order.id}
              data-testid="order-row"
              data-order-number={order.orderNumber}
              className={selected.has(order.id) ? selectedCardRowClass : cardRowClass}
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
              <Cell label={null} pinnedEnd>
                <OrderActions order={order} allowed={allowedOrderActions(order)} layout="row" />
              </Cell>
            </tr>
          )}
        </ProgressiveRows>
      ) : null}
    </ResponsiveTable>
  );
}

/** Thirteen columns, some of two lines (customer, placed at): dense cells, aligned at the top. */
function Cell(props: Omit<ComponentProps<typeof ResponsiveCell>, 'align' | 'dense'>) {
  return <ResponsiveCell {...props} align="top" dense />;
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
