import type { Shop } from '@mp/contract/cms/shops';
import { Link } from '@tanstack/react-router';
import { MapPin, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';
import { useShops } from '../api/get-shops';
import { SHOPS_PAGE_SIZE, shopAddress, toShopListQuery } from '../lib/shop-labels';
import { ShopLogo } from './shop-logo';
import { ShopRating } from './shop-rating';
import { ShopStatusBadge } from './shop-status-badge';

type ShopListProps = { page: number; onPageChange: (page: number) => void };

/** The merchant's shops as cards: logo, name, status, address, products and rating. */
export function ShopList({ page, onPageChange }: ShopListProps) {
  const t = useT();
  const shops = useShops(toShopListQuery(page));
  const content = shops.isPlaceholderData ? undefined : shops.data?.content;

  if (shops.isError && !shops.data) {
    return (
      <EmptyState
        icon={Store}
        title={t('shops.loadFailed')}
        message={shops.error.message}
        action={<Button onClick={() => void shops.refetch()}>{t('shops.tryAgain')}</Button>}
      />
    );
  }
  if (content && content.length === 0 && page === 1) {
    return <EmptyState icon={Store} title={t('shops.emptyTitle')} message={t('shops.empty')} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('page.shops')}>
        {content
          ? content.map((shop) => <ShopCard key={shop.id} shop={shop} />)
          : Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} data-testid="skeleton-card">
                <CardSkeleton />
              </li>
            ))}
      </ul>
      {(shops.data?.totalPages ?? 0) > 1 ? (
        <Pagination
          page={page}
          totalPages={shops.data?.totalPages ?? 0}
          totalElements={shops.data?.totalElements ?? 0}
          pageSize={SHOPS_PAGE_SIZE}
          pageSizes={[SHOPS_PAGE_SIZE]}
          onPageChange={onPageChange}
          onPageSizeChange={() => {}}
        />
      ) : null}
    </div>
  );
}

function ShopCard({ shop }: { shop: Shop }) {
  const t = useT();
  const address = shopAddress(shop);
  return (
    <li
      data-testid="shop-card"
      className="relative flex flex-col gap-3 rounded-lg border border-line bg-white p-4 focus-within:ring-2 focus-within:ring-accent hover:border-accent/50"
    >
      <div className="flex items-start gap-3">
        <ShopLogo logo={shop.logo} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-ink">
              {/* The whole card is the link's target area. */}
              <Link
                to="/merchant/shops/$shopId"
                params={{ shopId: String(shop.id) }}
                className="outline-none after:absolute after:inset-0 after:content-['']"
              >
                {shop.name}
              </Link>
            </h2>
            <ShopStatusBadge status={shop.status} />
          </div>
          {address ? (
            <p className="flex items-start gap-1 text-[13px] text-ink-muted">
              <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              {address}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <span className="text-[13px] text-ink">
          {t('shops.productCount', { count: shop.productCount })}
          <span className="text-ink-muted">
            {' · '}
            {t('shops.listedCount', { count: shop.listedProductCount })}
          </span>
        </span>
        <ShopRating shop={shop} />
      </div>
    </li>
  );
}

function CardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
      <div className="flex gap-3">
        <Skeleton className="size-12" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
      </div>
      <Skeleton className="h-3.5 w-full" />
    </div>
  );
}
