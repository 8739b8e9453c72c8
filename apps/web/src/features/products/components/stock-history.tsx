import type { StockChange, StockChangeKind } from '@mp/contract/cms/products';
import { Link } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';

/** What moved the stock, when not a person's edit. */
const KIND_LABEL: Record<Exclude<StockChangeKind, 'manual'>, MessageKey> = {
  order_placed: 'products.stockKind.order_placed',
  order_cancelled: 'products.stockKind.order_cancelled',
  auto_delisted: 'products.stockKind.auto_delisted',
  auto_relisted: 'products.stockKind.auto_relisted',
};

function Cause({ change }: { change: StockChange }) {
  const t = useT();
  if (change.kind === 'manual') {
    return (
      <span className="text-ink-muted">
        {change.changedBy?.name ?? t('products.changedBySystem')}
        {change.reason ? <span className="text-ink"> · {change.reason}</span> : null}
      </span>
    );
  }
  return (
    <span className="text-ink-muted">
      {t(KIND_LABEL[change.kind])}
      {change.order ? (
        <>
          {' · '}
          <Link
            to="/merchant/order/$orderId"
            params={{ orderId: String(change.order.id) }}
            className="text-accent underline-offset-4 hover:underline"
          >
            {change.order.orderNumber}
          </Link>
        </>
      ) : null}
    </span>
  );
}

/** The last stock changes, newest first, each with who made it and when. */
export function StockHistory({ changes }: { changes: StockChange[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="stock-history-title"
      className="rounded-lg border border-line bg-white"
    >
      <h2 id="stock-history-title" className="border-b border-line px-4 py-3 text-sm font-semibold">
        {t('products.stockHistory')}
      </h2>
      {changes.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-6 text-sm text-ink-muted">
          <History aria-hidden className="size-4" />
          {t('products.noStockHistory')}
        </p>
      ) : (
        <ol className="divide-y divide-line">
          {changes.map((change) => (
            <li
              key={change.id}
              data-testid="stock-change"
              className="flex flex-col gap-0.5 px-4 py-2.5 text-[13px]"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="tabular-nums">
                  {change.delta === 0 ? (
                    <span className="font-medium text-ink">
                      {t(change.kind === 'auto_delisted' ? 'products.delisted' : 'products.listed')}
                    </span>
                  ) : (
                    <span
                      className={`font-medium ${change.delta < 0 ? 'text-danger' : 'text-success'}`}
                    >
                      {change.delta > 0 ? `+${change.delta}` : change.delta}
                    </span>
                  )}
                  <span className="ml-2 text-ink-muted">
                    {t('products.stockFromTo', { from: change.previousStock, to: change.newStock })}
                  </span>
                </span>
                <time dateTime={change.changedAt} className="text-xs text-ink-muted">
                  {formatDateTime(change.changedAt)}
                </time>
              </span>
              <Cause change={change} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
