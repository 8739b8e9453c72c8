import { Link } from '@tanstack/react-router';
import { MapPin, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDateTime } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useShop } from '../api/get-shop';
import { shopAddress } from '../lib/shop-labels';
import { SHOP_TABS, type ShopTab } from '../lib/shop-search';
import { ShopLogo } from './shop-logo';
import { ShopRating } from './shop-rating';
import { ShopStatusBadge } from './shop-status-badge';

type ShopPageProps = {
  shopId: number;
  tab: ShopTab;
  /** The tabs' contents, composed by the screen (other features). */
  panels: Record<ShopTab, ReactNode>;
};

const TAB_LABEL: Record<ShopTab, MessageKey> = {
  products: 'shops.tab.products',
  ratings: 'shops.tab.ratings',
};

/** A shop: its details, then tabs for its products and its ratings (the tab is in the URL). */
export function ShopPage({ shopId, tab, panels }: ShopPageProps) {
  const t = useT();
  const shop = useShop(shopId);

  if (shop.isError) {
    const notFound = shop.error.status === 404;
    return (
      <EmptyState
        icon={Store}
        title={t(notFound ? 'shops.notFoundTitle' : 'shops.loadFailed')}
        message={notFound ? t('shops.notFound') : shop.error.message}
        action={
          <Link to="/merchant/shops" className={buttonClass('secondary')}>
            {t('shops.backToList')}
          </Link>
        }
      />
    );
  }

  const data = shop.data;
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/merchant/shops">{t('shops.backToList')}</BackLink>
      {data ? (
        <section
          aria-labelledby="shop-title"
          className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-center"
        >
          <ShopLogo logo={data.logo} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="shop-title" className="text-lg font-semibold text-ink">
                {data.name}
              </h2>
              <ShopStatusBadge status={data.status} />
            </div>
            {shopAddress(data) ? (
              <p className="flex items-start gap-1 text-[13px] text-ink-muted">
                <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                {shopAddress(data)}
              </p>
            ) : null}
            <p className="text-xs text-ink-muted">
              {t('shops.since', { when: formatDateTime(data.createdAt) })}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-4 text-[13px] sm:text-right">
            <div>
              <dt className="text-ink-muted">{t('shops.products')}</dt>
              <dd className="text-base font-semibold tabular-nums">
                {formatCount(data.productCount)}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('shops.listed')}</dt>
              <dd className="text-base font-semibold tabular-nums">
                {formatCount(data.listedProductCount)}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('shops.rating')}</dt>
              <dd>
                <ShopRating shop={data} />
              </dd>
            </div>
          </dl>
        </section>
      ) : (
        <section aria-busy="true" className="flex gap-4 rounded-lg border border-line bg-white p-4">
          <Skeleton className="size-16" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-3.5 w-72" />
          </div>
        </section>
      )}

      <nav aria-label={t('shops.sections')} className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-line px-1">
          {SHOP_TABS.map((item) => {
            const active = item === tab;
            return (
              <li key={item}>
                <Link
                  to="/merchant/shops/$shopId"
                  params={{ shopId: String(shopId) }}
                  search={item === 'products' ? {} : { tab: item }}
                  aria-current={active ? 'page' : undefined}
                  className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-[13px] whitespace-nowrap ${
                    active
                      ? 'border-accent font-medium text-accent'
                      : 'border-transparent text-ink-muted hover:text-ink'
                  }`}
                >
                  {t(TAB_LABEL[item])}
                  {item === 'ratings' && data ? (
                    <span
                      className={`rounded-full px-1.5 text-xs tabular-nums ${
                        active ? 'bg-accent-soft' : 'bg-surface-muted'
                      }`}
                    >
                      {data.ratingCount}
                    </span>
                  ) : null}
                  {item === 'products' && data ? (
                    <span
                      className={`rounded-full px-1.5 text-xs tabular-nums ${
                        active ? 'bg-accent-soft' : 'bg-surface-muted'
                      }`}
                    >
                      {data.productCount}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div>{panels[tab]}</div>
    </div>
  );
}
