import type { Rating, RatingSummary } from '@mp/contract/rms/ratings';
import { MessageSquareText, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useRatings } from '../api/get-ratings';
import type { RatingTarget } from '../api/ratings-keys';
import { starBars } from '../lib/star-bars';

type RatingsPanelProps = { target: RatingTarget; id: number };

/** A shop's or product's ratings: the average, a bar per star and the reviews newest first. */
export function RatingsPanel({ target, id }: RatingsPanelProps) {
  const t = useT();
  const ratings = useRatings(target, id);
  const data = ratings.data;

  return (
    <section
      aria-labelledby={`ratings-${target}-${id}`}
      className="rounded-lg border border-line bg-white"
    >
      <h2
        id={`ratings-${target}-${id}`}
        className="border-b border-line px-4 py-3 text-sm font-semibold"
      >
        {t(target === 'shop' ? 'ratings.shopTitle' : 'ratings.productTitle')}
      </h2>
      {ratings.isError && !data ? (
        <div className="flex flex-col items-start gap-2 px-4 py-6 text-sm text-ink-muted">
          <p>{t('ratings.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void ratings.refetch()}>
            {t('ratings.tryAgain')}
          </Button>
        </div>
      ) : !data ? (
        <RatingsSkeleton />
      ) : data.summary.count === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Star aria-hidden className="size-5" />
          </span>
          <p className="text-sm font-medium text-ink">{t('ratings.emptyTitle')}</p>
          <p className="max-w-sm text-[13px] text-ink-muted">
            {t(target === 'shop' ? 'ratings.emptyShop' : 'ratings.emptyProduct')}
          </p>
        </div>
      ) : (
        <>
          <Summary summary={data.summary} />
          <h3 className="border-t border-line px-4 pt-3 text-[13px] font-medium text-ink-muted">
            {t('ratings.reviews')}
          </h3>
          <ol className="divide-y divide-line" aria-label={t('ratings.reviews')}>
            {data.content.map((rating) => (
              <Review key={rating.id} rating={rating} />
            ))}
          </ol>
          {data.totalElements > data.content.length ? (
            <p className="border-t border-line px-4 py-2 text-xs text-ink-muted">
              {t('ratings.showingNewest', {
                shown: data.content.length,
                total: data.totalElements,
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Summary({ summary }: { summary: RatingSummary }) {
  const t = useT();
  const average = summary.average ?? 0;
  return (
    <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <div className="flex flex-col items-center gap-1 sm:w-36">
        <span className="text-3xl font-semibold tabular-nums text-ink" data-testid="rating-average">
          {average.toFixed(1)}
        </span>
        <Stars
          value={average}
          size="md"
          label={t('ratings.outOf5', { value: average.toFixed(1) })}
        />
        <span className="text-xs text-ink-muted">
          {t('ratings.count', { count: summary.count })}
        </span>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5" aria-label={t('ratings.perStar')}>
        {starBars(summary.countsByStar).map((bar) => (
          <li
            key={bar.star}
            data-testid={`star-bar-${bar.star}`}
            className="grid grid-cols-[2.5rem_1fr_3rem] items-center gap-2 text-xs"
          >
            <span aria-hidden className="inline-flex items-center gap-0.5 text-ink-muted">
              {bar.star}
              <Star aria-hidden className="size-3 fill-amber-400 text-amber-400" />
            </span>
            <span aria-hidden className="h-2 overflow-hidden rounded-full bg-surface-muted">
              <span
                className="block h-full rounded-full bg-amber-400"
                style={{ width: `${bar.percent}%` }}
              />
            </span>
            <span className="sr-only">
              {t('ratings.starBar', {
                stars: t('ratings.stars', { count: bar.star }),
                ratings: t('ratings.count', { count: bar.count }),
              })}
            </span>
            <span aria-hidden className="text-right tabular-nums text-ink-muted">
              {bar.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Review({ rating }: { rating: Rating }) {
  const t = useT();
  return (
    <li data-testid="review" className="flex flex-col gap-1 px-4 py-3 text-[13px]">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <span className="font-medium text-ink">{rating.customerName}</span>
          <Stars value={rating.rating} label={t('ratings.outOf5', { value: rating.rating })} />
        </span>
        <time dateTime={rating.ratedAt} className="text-xs text-ink-muted">
          {formatDateTime(rating.ratedAt)}
        </time>
      </div>
      {rating.review ? (
        // Plain text: React escapes it; line breaks the customer typed are kept.
        <p className="whitespace-pre-line break-words text-ink">{rating.review}</p>
      ) : (
        <p className="flex items-center gap-1 text-ink-muted">
          <MessageSquareText aria-hidden className="size-3.5" />
          {t('ratings.noText')}
        </p>
      )}
    </li>
  );
}

function RatingsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3 p-4">
      <div className="flex gap-4">
        <Skeleton className="h-16 w-28" />
        <div className="flex flex-1 flex-col gap-2">
          {[5, 4, 3, 2, 1].map((star) => (
            <Skeleton key={star} className="h-2 w-full" />
          ))}
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
