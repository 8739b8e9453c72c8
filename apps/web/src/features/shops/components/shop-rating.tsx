import type { Shop } from '@mp/contract/cms/shops';
import { Stars } from '@/components/ui/stars';
import { useT } from '@/lib/i18n/i18n';

/** The shop's average as stars with the number of ratings, or "No ratings yet". */
export function ShopRating({ shop }: { shop: Pick<Shop, 'averageRating' | 'ratingCount'> }) {
  const t = useT();
  if (shop.averageRating === null || shop.ratingCount === 0) {
    return <span className="text-[13px] text-ink-muted">{t('shops.noRatings')}</span>;
  }
  const average = shop.averageRating.toFixed(1);
  return (
    // Wraps in narrow places (a third of a phone's width on the shop page).
    <span className="inline-flex flex-wrap items-center gap-x-1.5 text-[13px]">
      <Stars value={shop.averageRating} label={t('ratings.outOf5', { value: average })} />
      <span className="font-medium tabular-nums text-ink">{average}</span>
      <span className="text-ink-muted">({t('ratings.count', { count: shop.ratingCount })})</span>
    </span>
  );
}
