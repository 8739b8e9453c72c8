import { formatMoney } from '@mp/contract/money';
import {
  allowedOrderActions,
  type OrderListItem,
  type orderSortFields,
} from '@mp/contract/oms/orders';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, Printer } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ProgressiveRows } from '@/components/ui/progressive-rows';
import { HeadCell, ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { serialNumber } from '@/lib/list-search';
import { useOpenInPanel } from '@/lib/use-open-in-panel';
import { OrderActions } from './order-actions';
import { DeliveryChargeBadge, OrderTypeBadge, ProofStatusBadge } from './order-badges';
import { StageBadge } from './stage-badge';

type SortField = (typeof orderSortFields)[number];
type TableSort = { orderBy: SortField; orderDirection: 'asc' | 'desc' };

/** The columns a merchant may hide with the column chooser; the order and its actions stay. */
export const OPTIONAL_ORDER_COLUMNS = ['sl', 'customer', 'amount', 'flags'] as const;
export type OptionalOrderColumn = (typeof OPTIONAL_ORDER_COLUMNS)[number];

type OrdersTableProps = {
  orders: OrderListItem[] | undefined;
  /** The rows are the last list's while this one loads (ResponsiveTable's `stale`). */
  stale: boolean;
  page: number;
  pageSize: number;
  /** Show the stage badge (the All Orders list mixes stages). */
  showStage: boolean;
  hidden: ReadonlySet<OptionalOrderColumn>;
  selected: ReadonlySet<number>;
  onToggle: (order: OrderListItem) => void;
  onToggleAll: (select: boolean) => void;
  sort: TableSort;
  onSort: (field: SortField) => void;
};

/**
 * A row: a table row on wide screens; on phones a card of three lines (number and stage; the
 * customer; the amount, the time and the printed mark) with the actions beside the first two.
 * What belongs together shares a cell, so no column is ever pushed under another.
 */
const rowClass =
  'grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2 rounded-lg border border-line px-2 py-2 max-lg:[content-visibility:auto] max-lg:[contain-intrinsic-size:auto_7.5rem] lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0';
const cellClass = 'block lg:table-cell lg:px-1.5 lg:py-2 lg:align-top';

/** The order list: a table on wide screens, compact cards on phones. */
export function OrdersTable({
  orders,
  stale,
  page,
  pageSize,
  showStage,
  hidden,
  selected,
  onToggle,
  onToggleAll,
  sort,
  onSort,
}: OrdersTableProps) {
  const t = useT();
  const shown = (column: OptionalOrderColumn) => !hidden.has(column);
  const allSelected = Boolean(orders?.length) && orders?.every((order) => selected.has(order.id));
  const sortButton = (field: SortField, label: string) => {
    const active = sort.orderBy === field;
    const Icon = !active ? ArrowUpDown : sort.orderDirection === 'asc' ? ArrowUp : ArrowDown;
    return (
      <button
        type="button"
        onClick={() => onSort(field)}
        aria-pressed={active}
        className={`inline-flex items-center gap-1 rounded hover:text-ink ${active ? 'text-ink' : ''}`}
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
      </button>
    );
  };
  const sortedBy = (...fields: SortField[]) =>
    fields.includes(sort.orderBy)
      ? sort.orderDirection === 'asc'
        ? 'ascending'
        : 'descending'
      : undefined;
  const columns = 3 + OPTIONAL_ORDER_COLUMNS.filter(shown).length;

  return (
    <ResponsiveTable
      caption={t('orders.tableCaption')}
      nowrapHead
      loading={orders === undefined}
      stale={stale}
      skeletonRows={Math.min(pageSize, 10)}
      columns={columns}
      head={
        <>
          <th scope="col" className="w-8 px-1.5 py-2">
            <input
              type="checkbox"
              aria-label={t('orders.selectPage')}
              checked={allSelected}
              disabled={!orders?.length || stale}
              onChange={(event) => onToggleAll(event.target.checked)}
              className="size-4 accent-accent"
            />
          </th>
          {shown('sl') ? <HeadCell label={t('orders.col.sl')} numeric dense /> : null}
          <th
            scope="col"
            aria-sort={sortedBy('orderNumber', 'createdAt', 'stageChangedAt')}
            className="px-1.5 py-2 text-left font-medium"
          >
            <span className="flex gap-3">
              {sortButton('orderNumber', t('orders.col.orderNumber'))}
              {sortButton('createdAt', t('orders.col.placedAt'))}
            </span>
          </th>
          {shown('customer') ? <HeadCell label={t('orders.col.customer')} dense /> : null}
          {shown('amount') ? (
            <th
              scope="col"
              aria-sort={sortedBy('total')}
              className="px-1.5 py-2 text-right font-medium"
            >
              {sortButton('total', t('orders.col.amount'))}
            </th>
          ) : null}
          {/* Two short lines over the badges, rather than a column as wide as its heading. */}
          {shown('flags') ? <HeadCell label={t('orders.col.flags')} dense wrap /> : null}
          <th scope="col" className="px-1.5 py-2 text-right font-medium">
            <span className="sr-only">{t('orders.actions')}</span>
          </th>
        </>
      }
    >
      {orders ? (
        <ProgressiveRows items={orders}>
          {(order, index) => (
            <OrderRow
              key={order.id}
              order={order}
              serial={serialNumber(page, pageSize, index)}
              selected={selected.has(order.id)}
              showStage={showStage}
              hidden={hidden}
              onToggle={onToggle}
            />
          )}
        </ProgressiveRows>
      ) : null}
    </ResponsiveTable>
  );
}

type OrderRowProps = {
  order: OrderListItem;
  serial: number;
  selected: boolean;
  showStage: boolean;
  hidden: ReadonlySet<OptionalOrderColumn>;
  onToggle: (order: OrderListItem) => void;
};

/**
 * One order. Memoised: a row whose order and marks are unchanged is not rendered again when the
 * list around it changes (another stage's tab, a selection elsewhere), so a click's frame is not
 * spent on twenty rows that look the same.
 */
const OrderRow = memo(function OrderRow({
  order,
  serial,
  selected,
  showStage,
  hidden,
  onToggle,
}: OrderRowProps) {
  const t = useT();
  const open = useOpenInPanel();
  const shown = (column: OptionalOrderColumn) => !hidden.has(column);
  return (
    <tr
      data-testid="order-row"
      data-order-number={order.orderNumber}
      className={`${rowClass} ${selected ? 'bg-accent-soft' : 'bg-white'}`}
    >
      <td className={`${cellClass} row-span-3 pt-1.5 lg:pt-2`}>
        <input
          type="checkbox"
          aria-label={t('orders.selectOrder', { number: order.orderNumber })}
          checked={selected}
          onChange={() => onToggle(order)}
          className="size-4 accent-accent"
        />
      </td>
      {shown('sl') ? (
        <td className={`${cellClass} hidden text-right tabular-nums lg:table-cell`}>{serial}</td>
      ) : null}
      <td className={`${cellClass} col-start-2 row-start-1 self-center`}>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to="/merchant/order/$orderId"
            params={{ orderId: String(order.id) }}
            onClick={open}
            className="font-medium whitespace-nowrap text-accent tabular-nums hover:underline"
          >
            {order.orderNumber}
          </Link>
          {showStage ? <StageBadge stage={order.stage} /> : null}
        </span>
        <span className="hidden text-ink-muted lg:block">
          <PlacedAt value={order.createdAt} />
        </span>
        <span className="hidden text-ink-muted lg:block">{order.shop.name}</span>
      </td>
      {shown('customer') ? (
        <td className={`${cellClass} col-start-2 row-start-2 min-w-0`}>
          <span className="flex min-w-0 gap-1 lg:flex-col lg:gap-0">
            <span className="truncate">{order.customer.name}</span>
            <span className="text-ink-muted tabular-nums">{order.customer.phone}</span>
          </span>
        </td>
      ) : null}
      {shown('amount') ? (
        <td
          className={`${cellClass} col-span-2 col-start-2 row-start-3 tabular-nums lg:text-right`}
        >
          <span className="flex flex-wrap items-center gap-x-2 lg:flex-col lg:items-end">
            <span className="font-medium text-ink">{formatMoney(order.total)}</span>
            {order.orderType === 'COD' && order.codAmount !== order.total ? (
              <span className="text-ink-muted">
                {t('orders.codAmountShort', { amount: formatMoney(order.codAmount) })}
              </span>
            ) : (
              // The type's badge says it on wide screens; a card has no badges.
              <span className="text-ink-muted lg:hidden">{order.orderType}</span>
            )}
            <span className="hidden text-ink-muted lg:block">
              {t('orders.itemCount', { count: order.itemCount })}
            </span>
            {/* The time and the printed mark join the amount's line on a card. */}
            <span className="text-ink-muted lg:hidden">
              <PlacedAt value={order.createdAt} />
            </span>
            {order.invoicePrintedAt ? (
              <Printer
                role="img"
                aria-label={t('orders.printedAt', {
                  when: formatDateTime(order.invoicePrintedAt),
                })}
                className="size-3.5 text-ink-muted lg:hidden"
              />
            ) : null}
          </span>
        </td>
      ) : null}
      {shown('flags') ? (
        <td className={`${cellClass} hidden lg:table-cell`}>
          <span className="flex flex-col items-start gap-1">
            <OrderTypeBadge type={order.orderType} />
            {/* A B2B order's proof decides whether Confirm asks for a reason. */}
            {order.orderType === 'B2B' ? (
              // May wrap: the table fits 1024 px wide without scrolling sideways.
              <ProofStatusBadge status={order.paymentProofStatus} wrap />
            ) : null}
            <DeliveryChargeBadge status={order.deliveryChargePaymentStatus} />
            {order.invoicePrintedAt ? (
              <Badge tone="neutral">
                <span title={formatDateTime(order.invoicePrintedAt)}>{t('orders.printed')}</span>
              </Badge>
            ) : null}
          </span>
        </td>
      ) : null}
      <td className={`${cellClass} col-start-3 row-span-2 row-start-1`}>
        <OrderActions order={order} allowed={allowedOrderActions(order)} layout="row" />
      </td>
    </tr>
  );
});

/** The panel's date and time, on one line. */
function PlacedAt({ value }: { value: string }): ReactNode {
  return <span className="whitespace-nowrap">{formatDateTime(value)}</span>;
}
