import { formatMoney } from '@mp/contract/money';
import type { OrderDetail } from '@mp/contract/oms/orders';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { Barcode } from './barcode';

/** What the invoice's header shows of the merchant (composed by the screen). */
export type InvoiceMerchant = { name: string; logoUrl?: string; address?: string; phone?: string };

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    // The total's rule sits on the row itself: a <dl> holds only <dt>/<dd> groups (axe).
    <div
      className={`flex justify-between gap-6 py-0.5 ${strong ? 'mt-1 border-t border-black pt-1 font-semibold' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** One A4 invoice: marketplace and merchant, shop, customer, items, amounts, COD, barcode. */
export function Invoice({ order, merchant }: { order: OrderDetail; merchant?: InvoiceMerchant }) {
  const t = useT();
  const address = [
    order.deliveryAddress.address,
    order.deliveryAddress.area,
    order.deliveryAddress.city,
    order.deliveryAddress.postalCode,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <article
      data-testid="invoice"
      data-order-id={order.id}
      className="invoice mx-auto flex w-full max-w-[190mm] flex-col gap-5 bg-white p-4 text-[13px] text-black sm:p-8 print:p-0"
    >
      {/* The blocks wrap only below `sm`, narrower than the paper (a phone's preview). */}
      <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-black pb-4 sm:flex-nowrap">
        <div className="flex items-center gap-3">
          {merchant?.logoUrl ? (
            <img src={merchant.logoUrl} alt="" className="size-12 rounded object-contain" />
          ) : null}
          <div>
            <p className="text-xs uppercase tracking-wide">{t('print.marketplaceName')}</p>
            <p className="text-lg font-semibold">{merchant?.name ?? t('print.merchant')}</p>
            {merchant?.address ? <p className="text-xs">{merchant.address}</p> : null}
            {merchant?.phone ? <p className="text-xs">{merchant.phone}</p> : null}
          </div>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold uppercase tracking-wide">{t('print.invoice')}</h1>
          <Barcode
            value={order.orderNumber}
            label={t('print.barcode', { number: order.orderNumber })}
          />
        </div>
      </header>

      <section className="grid gap-6 sm:grid-cols-2">
        <dl>
          <Row label={t('print.orderNumber')} value={order.orderNumber} />
          <Row label={t('print.placedAt')} value={formatDateTime(order.createdAt)} />
          <Row label={t('print.orderType')} value={order.orderType} />
          <Row label={t('print.shop')} value={order.shop.name} />
          {order.logistics.courierName ? (
            <Row label={t('print.courier')} value={order.logistics.courierName} />
          ) : null}
          {order.logistics.trackingNumber ? (
            <Row label={t('print.tracking')} value={order.logistics.trackingNumber} />
          ) : null}
        </dl>
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-wide">{t('print.deliverTo')}</h2>
          <p className="mt-1 text-base font-semibold">{order.customer.name}</p>
          <p>{order.customer.phone}</p>
          <p>{address}</p>
        </div>
      </section>

      <table className="w-full border-collapse">
        <thead>
          <tr className="border-y border-black text-left text-xs uppercase">
            <th className="py-1.5 pr-2">{t('print.item')}</th>
            <th className="py-1.5 pr-2">{t('print.sku')}</th>
            <th className="py-1.5 pr-2 text-right">{t('print.unitPrice')}</th>
            <th className="py-1.5 pr-2 text-right">{t('print.quantity')}</th>
            <th className="py-1.5 text-right">{t('print.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-gray-300 align-top">
              <td className="py-1.5 pr-2">{item.name}</td>
              <td className="py-1.5 pr-2 font-mono text-xs">{item.sku}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{formatMoney(item.unitPrice)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{item.quantity}</td>
              <td className="py-1.5 text-right tabular-nums">{formatMoney(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <section className="flex flex-wrap items-end justify-between gap-6 sm:flex-nowrap">
        <div className="rounded-lg border-2 border-black px-5 py-3" data-testid="cod-to-collect">
          <p className="text-xs font-semibold uppercase tracking-wide">{t('print.codToCollect')}</p>
          {order.orderType === 'COD' ? (
            <p className="text-4xl font-bold tabular-nums">{formatMoney(order.codAmount)}</p>
          ) : (
            <p className="text-base font-semibold">{t('print.nothingToCollect')}</p>
          )}
        </div>
        <dl className="w-64 max-w-full">
          <Row label={t('print.subtotal')} value={formatMoney(order.subtotal)} />
          <Row label={t('print.deliveryCharge')} value={formatMoney(order.deliveryCharge)} />
          {order.discount > 0 ? (
            <Row label={t('print.discount')} value={formatMoney(-order.discount)} />
          ) : null}
          <Row label={t('print.total')} value={formatMoney(order.total)} strong />
        </dl>
      </section>
    </article>
  );
}
