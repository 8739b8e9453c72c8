import { formatMoney } from '@mp/contract/money';
import type { OrderDetail as OrderDetailData } from '@mp/contract/oms/orders';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useOrder } from '../api/get-order';
import { CANCEL_REASON_LABEL } from '../lib/cancel-reasons';
import { NoteForm } from './lazy-order-forms';
import { OrderActions } from './order-actions';
import { DeliveryChargeBadge, OrderTypeBadge, ProofStatusBadge } from './order-badges';
import { OrderMoney } from './order-money';
import { EntryByline, OrderTimeline } from './order-timeline';
import { StageBadge } from './stage-badge';
import { ViewProofButton } from './view-proof-button';

/** One order: header with the actions allowed now, items and timeline, then the side panels. */
/** `tools`: actions of other features (print), composed by the screen. */
export function OrderDetail({ orderId, tools }: { orderId: number; tools?: ReactNode }) {
  const t = useT();
  const query = useOrder(orderId);

  if (query.isError) {
    return (
      <EmptyState
        icon={PackageSearch}
        title={t('orders.notFoundTitle')}
        message={query.error.status === 404 ? t('orders.notFound') : query.error.message}
        action={
          <Link
            to="/merchant/orders/$stage"
            params={{ stage: 'all' }}
            className={buttonClass('secondary')}
          >
            {t('nav.allOrders')}
          </Link>
        }
      />
    );
  }
  const order = query.data;
  if (!order) return <DetailSkeleton />;

  return (
    <article className="flex flex-col gap-4" aria-labelledby="order-title">
      <header className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <Link
            to="/merchant/orders/$stage"
            params={{ stage: 'all' }}
            className="inline-flex items-center gap-1 text-xs text-ink-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden className="size-3.5" />
            {t('nav.allOrders')}
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="order-title" className="text-lg font-semibold tabular-nums">
              {order.orderNumber}
            </h2>
            <StageBadge stage={order.stage} />
            <OrderTypeBadge type={order.orderType} />
          </div>
          <p className="text-xs text-ink-muted">
            {t('orders.placedOn', { when: formatDateTime(order.createdAt) })} · {order.shop.name}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {tools}
          <OrderActions
            order={{ ...order, paymentProofStatus: order.paymentProof.status }}
            allowed={order.allowedActions}
            layout="bar"
          />
        </div>
      </header>

      {order.stage === 'dispatch_requestable' && order.deliveryChargePaymentStatus === 'unpaid' ? (
        <DeliveryChargeWait phone={order.customer.phone} />
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(280px,360px)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title={t('orders.items')}>
            <ItemsTable order={order} />
          </Panel>
          <Panel title={t('orders.timeline')}>
            <OrderTimeline entries={order.timeline} />
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title={t('orders.customer')}>
            <p className="font-medium">{order.customer.name}</p>
            <p className="text-ink-muted tabular-nums">{order.customer.phone}</p>
            <p className="mt-2 text-sm">
              {[
                order.deliveryAddress.address,
                order.deliveryAddress.area,
                order.deliveryAddress.city,
                order.deliveryAddress.postalCode,
              ]
                .filter(Boolean)
                .join(', ')}
            </p>
          </Panel>
          <Panel title={t('orders.payment')}>
            <Row label={t('orders.col.type')}>
              <OrderTypeBadge type={order.orderType} />
            </Row>
            {order.orderType === 'COD' ? (
              <Row label={t('orders.codToCollect')}>
                {order.stage === 'cancelled' ? (
                  <span className="text-ink-muted">{t('orders.codCancelled')}</span>
                ) : (
                  <span className="font-semibold tabular-nums">{formatMoney(order.codAmount)}</span>
                )}
              </Row>
            ) : (
              <>
                <Row label={t('orders.proofStatus')}>
                  <ProofStatusBadge status={order.paymentProof.status} />
                </Row>
                {order.paymentProof.validatedAt ? (
                  <p className="text-xs text-ink-muted">
                    {t('orders.proofValidatedBy', {
                      who: order.paymentProof.validatedBy ?? '—',
                      when: formatDateTime(order.paymentProof.validatedAt),
                    })}
                  </p>
                ) : null}
                {order.paymentProof.fileKey ? (
                  <div className="mt-2">
                    <ViewProofButton fileKey={order.paymentProof.fileKey} />
                  </div>
                ) : (
                  <p className="text-xs text-ink-muted">{t('orders.noProof')}</p>
                )}
              </>
            )}
            <Row label={t('orders.col.deliveryCharge')}>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{formatMoney(order.deliveryCharge)}</span>
                <DeliveryChargeBadge
                  status={order.deliveryChargePaymentStatus}
                  cancelled={order.stage === 'cancelled'}
                />
              </span>
            </Row>
          </Panel>
          <Panel title={t('orders.money')}>
            <OrderMoney orderId={order.id} />
          </Panel>
          <Panel title={t('orders.logistics')}>
            <Row label={t('orders.courier')}>{order.logistics.courierName ?? '—'}</Row>
            <Row label={t('orders.tracking')}>
              <span className="tabular-nums">{order.logistics.trackingNumber ?? '—'}</span>
            </Row>
            <Row label={t('orders.invoicePrinted')}>
              {order.invoice.printedAt
                ? t('orders.printedTimes', {
                    count: order.invoice.printCount,
                    when: formatDateTime(order.invoice.printedAt),
                  })
                : t('orders.invoiceNotPrinted')}
            </Row>
          </Panel>
          {order.cancellation ? (
            <Panel title={t('orders.cancelReason')}>
              <p data-testid="cancel-reason" className="text-sm font-medium">
                {t(CANCEL_REASON_LABEL[order.cancellation.reasonCode])}
              </p>
              {order.cancellation.note ? (
                <p className="text-sm whitespace-pre-wrap">{order.cancellation.note}</p>
              ) : null}
            </Panel>
          ) : null}
          <Panel title={t('orders.notes')}>
            <NoteList order={order} />
            <DeferredNoteForm order={order} />
          </Panel>
        </div>
      </div>
    </article>
  );
}

/** The note form comes after the order's first paint, in a space of its height (148px). */
function DeferredNoteForm({ order }: { order: OrderDetailData }) {
  const space = <div className="h-37" aria-hidden />;
  return useAfterPaint() ? (
    <Suspense fallback={space}>
      <NoteForm order={order} />
    </Suspense>
  ) : (
    space
  );
}

function NoteList({ order }: { order: OrderDetailData }) {
  const t = useT();
  const notes = order.timeline.filter((entry) => entry.kind === 'note' && entry.note);
  if (notes.length === 0)
    return <p className="mb-2 text-xs text-ink-muted">{t('orders.noNotes')}</p>;
  return (
    <ul className="mb-3 flex flex-col gap-2">
      {notes.map((entry) => (
        <li key={entry.id} className="rounded-md bg-surface-muted px-3 py-2 text-sm">
          <p className="break-words whitespace-pre-wrap">{entry.note}</p>
          <EntryByline entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function ItemsTable({ order }: { order: OrderDetailData }) {
  const t = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-[13px]">
        <thead className="text-ink-muted">
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3 text-left font-medium">
              {t('orders.item')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('orders.unitPrice')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('orders.quantity')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              {t('orders.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-line">
              <td className="py-2 pr-3">
                <span className="block">{item.name}</span>
                <span className="text-xs text-ink-muted">{item.sku}</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(item.unitPrice)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(item.quantity)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatMoney(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          <TotalRow label={t('orders.subtotal')} amount={order.subtotal} />
          {order.discount ? (
            <TotalRow label={t('orders.discount')} amount={-order.discount} />
          ) : null}
          <TotalRow label={t('orders.col.deliveryCharge')} amount={order.deliveryCharge} />
          <TotalRow label={t('orders.col.total')} amount={order.total} strong />
        </tfoot>
      </table>
    </div>
  );
}

function TotalRow({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'font-semibold' : ''}>
      <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal text-ink-muted">
        {label}
      </th>
      <td className="py-1 pl-3 text-right">{formatMoney(amount)}</td>
    </tr>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-white p-4" aria-label={title}>
      <h3 className="mb-3 text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1 text-sm">
      <span className="text-ink-muted">{label}</span>
      {children}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">{'…'}</span>
      <Skeleton className="h-20 w-full rounded-lg" />
      <div className="grid gap-4 lg:grid-cols-[1fr_360px]">
        <Skeleton className="h-72 w-full rounded-lg" />
        <Skeleton className="h-72 w-full rounded-lg" />
      </div>
    </div>
  );
}

/**
 * Pickup waits on the customer's delivery charge, which the marketplace records (decision 039):
 * say who acts, what happens next, and what the merchant can do meanwhile.
 */
function DeliveryChargeWait({ phone }: { phone: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="charge-wait-title"
      className="rounded-lg border border-warning/40 bg-warning/5 p-4 text-sm"
    >
      <h3 id="charge-wait-title" className="font-semibold text-ink">
        {t('orders.pickupNeedsPaidCharge')}
      </h3>
      <p className="mt-1 text-ink">{t('orders.chargeWaitExplained')}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a href={`tel:${phone}`} className="text-accent hover:underline">
          {t('orders.callCustomer', { phone })}
        </a>
        <Link to="/merchant/support" className="text-accent hover:underline">
          {t('orders.askSupport')}
        </Link>
      </p>
    </section>
  );
}
