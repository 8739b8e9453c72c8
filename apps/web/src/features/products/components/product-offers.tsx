import { formatMoney } from '@mp/contract/money';
import { Store } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';
import { useShopOptions } from '@/lib/shop-options';
import { OFFERS_LIMIT, useProductOffers } from '../api/get-product-offers';

type ProductOffersProps = { catalogueProductId: number; shopProductId: number };

/** Every listed offer of the same catalogue product, cheapest first; the merchant's own marked. */
export function ProductOffers({ catalogueProductId, shopProductId }: ProductOffersProps) {
  const t = useT();
  const offers = useProductOffers(catalogueProductId);
  const shops = useShopOptions();
  const ownShopIds = new Set((shops.data ?? []).map((shop) => shop.id));
  const content = offers.data?.content;
  const others = content?.filter((offer) => offer.shopProductId !== shopProductId) ?? [];

  return (
    <section aria-labelledby="offers-title" className="rounded-lg border border-line bg-white">
      <div className="border-b border-line px-4 py-3">
        <h2 id="offers-title" className="text-sm font-semibold">
          {t('products.offers')}
        </h2>
        <p className="text-xs text-ink-muted">{t('products.offersHint')}</p>
      </div>
      {content === undefined ? (
        <div className="flex flex-col gap-2 p-4" aria-busy="true">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : others.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-6 text-sm text-ink-muted">
          <Store aria-hidden className="size-4" />
          {t('products.noOffers')}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {content.map((offer) => {
            const own = ownShopIds.has(offer.shopId);
            const self = offer.shopProductId === shopProductId;
            return (
              <li
                key={offer.shopProductId}
                data-testid="offer"
                data-own={own || undefined}
                className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-[13px] ${
                  self ? 'bg-accent-soft/60' : ''
                }`}
              >
                <span className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="font-medium text-ink">{offer.shopName}</span>
                  {self ? (
                    <Badge tone="blue">{t('products.thisProduct')}</Badge>
                  ) : own ? (
                    <Badge tone="indigo">{t('products.yourShop')}</Badge>
                  ) : null}
                  {offer.inStock ? null : <Badge tone="red">{t('products.outOfStock')}</Badge>}
                </span>
                <span className="flex items-center gap-4 tabular-nums">
                  <span className="text-right">
                    <span className="sr-only">{t('products.col.price')}: </span>
                    {formatMoney(offer.price)}
                  </span>
                  <span className="text-right text-ink-muted">
                    {t('products.plusDelivery', { charge: formatMoney(offer.deliveryCharge) })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {offers.data && offers.data.totalElements > OFFERS_LIMIT ? (
        <p className="border-t border-line px-4 py-2 text-xs text-ink-muted">
          {t('products.offersMore', { shown: OFFERS_LIMIT, total: offers.data.totalElements })}
        </p>
      ) : null}
    </section>
  );
}
