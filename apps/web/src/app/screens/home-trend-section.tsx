import { formatMoney } from '@mp/contract/money';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { recordOptions, SelectFilter } from '@/components/ui/filter-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useShopOptions } from '@/lib/shop-options';
import { useOpenInPanel } from '@/lib/use-open-in-panel';
import { percentChange, sum, type Trend, trendOf, trendQuery, trendSpan } from './home-trend';

const TrendChart = lazy(() => import('./trend-chart'));

function TrendCard({
  kind,
  trend,
  listHref,
}: {
  kind: 'orders' | 'sales';
  trend: Trend | undefined;
  /** The list of the orders the figure counts. */
  listHref: string;
}) {
  const t = useT();
  const open = useOpenInPanel();
  const series = trend?.[kind];
  const current = series ? sum(series.current) : 0;
  const previous = series ? sum(series.previous) : 0;
  const format = (value: number) => (kind === 'sales' ? formatMoney(value) : formatCount(value));
  const change = percentChange(current, previous);
  const title = t(kind === 'orders' ? 'home.trend.orders' : 'home.trend.sales');
  return (
    <section
      aria-label={title}
      data-testid={`trend-${kind}`}
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
        {series ? (
          <>
            <a
              href={listHref}
              onClick={open}
              data-testid="trend-current"
              className="text-xl font-semibold text-ink tabular-nums underline-offset-4 hover:underline"
            >
              {format(current)}
            </a>
            {change === null ? null : (
              <span
                data-testid="trend-change"
                className={`text-sm font-medium tabular-nums ${change < 0 ? 'text-danger' : 'text-success'}`}
              >
                {change > 0 ? '+' : ''}
                {change}%
              </span>
            )}
            <span data-testid="trend-previous" className="text-sm text-ink-muted tabular-nums">
              {t('home.trend.previous', { value: format(previous) })}
            </span>
          </>
        ) : (
          <Skeleton className="h-6 w-32" />
        )}
      </div>
      <p aria-hidden className="flex gap-4 text-xs text-ink-muted">
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-accent" />
          {t('home.trend.current')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block w-4 border-t border-dashed border-ink-muted" />
          {t('home.trend.before')}
        </span>
      </p>
      {/* Its height is kept while the chart's code loads: nothing below moves. */}
      <div className="h-[160px]">
        {trend && series ? (
          <Suspense fallback={null}>
            <TrendChart
              days={trend.days}
              current={series.current}
              previous={series.previous}
              money={kind === 'sales'}
              label={t('home.trend.chartLabel', {
                what: title,
                current: format(current),
                previous: format(previous),
              })}
              currentLabel={t('home.trend.current')}
              previousLabel={t('home.trend.before')}
              testId={`trend-chart-${kind}`}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

/** How the shop is doing: orders and sales per day, the last 30 days against the 30 before. */
export function HomeTrendSection() {
  const t = useT();
  const span = trendSpan();
  const stats = useQuery(trendQuery(span));
  const shops = useShopOptions();
  const [shopId, setShopId] = useState<number>();
  const trend = useMemo(
    () => (stats.data ? trendOf(stats.data, span.from, span.to, shopId) : undefined),
    [stats.data, span.from, span.to, shopId],
  );
  const lastPeriodFrom = trend?.days[0] ?? span.to;
  const listHref = `/merchant/orders/all?page=1&createdFrom=${lastPeriodFrom}&createdTo=${span.to}${shopId === undefined ? '' : `&shopIds=${shopId}`}`;
  return (
    <section aria-labelledby="home-trend" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="home-trend" className="text-base font-semibold text-ink">
          {t('home.trend.title')}
        </h2>
        <SelectFilter
          label={t('orders.filter.shop')}
          value={shopId === undefined ? undefined : String(shopId)}
          onChange={(value) => setShopId(value === undefined ? undefined : Number(value))}
          anyLabel={t('orders.filter.anyShop')}
          options={recordOptions(shops.data)}
          className="min-w-52"
        />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <TrendCard kind="orders" trend={trend} listHref={listHref} />
        <TrendCard kind="sales" trend={trend} listHref={listHref} />
      </div>
      <p className="text-xs text-ink-muted">{t('home.trend.note')}</p>
    </section>
  );
}
