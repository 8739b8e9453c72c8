import { shopCausedCancelReasons } from '@mp/contract/oms/orders';
import { deadlineDays, type Scorecard, scorecardLines } from '@mp/contract/oms/scorecard';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { daysFromTo } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useOpenInPanel } from '@/lib/use-open-in-panel';
import { scorecardQueryOptions } from '../api/get-scorecard';
import { judgedFigure } from '../lib/judged-figure';

const READY_FOR_PICKUP =
  '/merchant/orders/dispatch_requestable?deliveryChargePaymentStatus=paid&page=1&orderTypes=COD,B2B';

/** The day `days` before `day` (yyyy-MM-dd). */
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

type Figure = {
  id: string;
  titleKey: MessageKey;
  value: string | null;
  /** Whether the figure is on the right side of its line (null: nothing to judge yet). */
  withinLine: boolean | null;
  lineKey: MessageKey;
  howKey: MessageKey;
  atLineKey: MessageKey;
  details: ReactNode;
};

function FigureCard({ figure }: { figure: Figure }) {
  const t = useT();
  return (
    <li
      data-testid={`score-${figure.id}`}
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-medium text-ink-muted">{t(figure.titleKey)}</h3>
        {figure.withinLine === null ? null : (
          <span
            className={`rounded-full px-2 text-xs font-medium ${figure.withinLine ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger'}`}
          >
            {t(figure.withinLine ? 'home.score.within' : 'home.score.past')}
          </span>
        )}
      </div>
      <p data-testid="score-value" className="text-xl font-semibold text-ink tabular-nums">
        {figure.value ?? '—'}
      </p>
      <p className="text-xs text-ink-muted">{t(figure.lineKey)}</p>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm">{figure.details}</div>
      <details className="text-xs text-ink-muted">
        <summary className="cursor-pointer text-accent">{t('home.score.how')}</summary>
        <p className="mt-1">{t(figure.howKey)}</p>
        <p className="mt-1">{t(figure.atLineKey)}</p>
      </details>
    </li>
  );
}

function useFigures(card: Scorecard): Figure[] {
  const t = useT();
  const open = useOpenInPanel();
  const link = (href: string, text: string, testId: string) => (
    <a
      href={href}
      onClick={open}
      data-testid={testId}
      className="text-accent underline-offset-4 hover:underline"
    >
      {text}
    </a>
  );
  const week = `createdFrom=${card.from}&createdTo=${card.to}`;
  const { cancellation, confirmation, handOver, issueResponse, rating } = card;
  const due = (deadline: Scorecard['confirmation']) =>
    deadline.onTime + deadline.late + deadline.overdue;
  const onTimeShare = (deadline: Scorecard['confirmation']) =>
    due(deadline) === 0 ? null : deadline.onTime / due(deadline);
  const cancelRate =
    cancellation.orders === 0 ? null : cancellation.cancelledByShop / cancellation.orders;
  /** On time by a deadline: the share met, the orders still waiting past it. */
  const deadlineFigure = (
    key: 'confirmation' | 'handOver',
    deadline: Scorecard['confirmation'],
    line: number,
    overdue: { overdueHref: string; testId: string },
  ): Figure => {
    const share = onTimeShare(deadline);
    const meets = (percent: number) => percent >= line * 100;
    return {
      id: key === 'handOver' ? 'hand-over' : key,
      titleKey: `home.score.${key}`,
      value: share === null ? null : `${judgedFigure(share * 100, 0, meets)}%`,
      withinLine: share === null ? null : meets(share * 100),
      lineKey: `home.score.${key}.line`,
      howKey: `home.score.${key}.how`,
      atLineKey: `home.score.${key}.atLine`,
      details: (
        <>
          <span className="text-ink-muted">
            {t('home.score.onTimeLate', { onTime: deadline.onTime, late: deadline.late })}
          </span>
          {link(
            overdue.overdueHref,
            t('home.score.stillWaiting', { count: deadline.overdue }),
            overdue.testId,
          )}
        </>
      ),
    };
  };
  const weekDays = daysFromTo(card.from, card.to).length;
  const cancelWithin = (percent: number) => percent <= scorecardLines.cancellationRate * 100;
  const responseWithin = (hours: number) => hours <= scorecardLines.responseHours;
  const ratingWithin = (stars: number) => stars >= scorecardLines.rating;
  return [
    {
      id: 'cancellation',
      titleKey: 'home.score.cancellation',
      value: cancelRate === null ? null : `${judgedFigure(cancelRate * 100, 1, cancelWithin)}%`,
      withinLine: cancelRate === null ? null : cancelWithin(cancelRate * 100),
      lineKey: 'home.score.cancellation.line',
      howKey: 'home.score.cancellation.how',
      atLineKey: 'home.score.cancellation.atLine',
      details: (
        <>
          {link(
            `/merchant/orders/cancelled?page=1&${week}&cancelReasons=${shopCausedCancelReasons.join(',')}`,
            t('home.score.cancelledByShop', { count: cancellation.cancelledByShop }),
            'score-cancelled-link',
          )}
          {link(
            `/merchant/orders/all?page=1&${week}`,
            t('home.score.weekOrders', { count: cancellation.orders, days: weekDays }),
            'score-orders-link',
          )}
        </>
      ),
    },
    deadlineFigure('confirmation', confirmation, scorecardLines.confirmedOnTime, {
      overdueHref: `/merchant/orders/placed?page=1&createdFrom=${card.from}&createdTo=${dayBefore(card.to, deadlineDays.confirm)}`,
      testId: 'score-confirm-overdue-link',
    }),
    deadlineFigure('handOver', handOver, scorecardLines.handedOverOnTime, {
      overdueHref: `${READY_FOR_PICKUP}&createdFrom=${card.from}&createdTo=${dayBefore(card.to, deadlineDays.handOver)}`,
      testId: 'score-hand-over-overdue-link',
    }),
    {
      id: 'response',
      titleKey: 'home.score.response',
      value:
        issueResponse.averageHours === null
          ? null
          : t('home.score.hours', {
              hours: judgedFigure(issueResponse.averageHours, 1, responseWithin),
            }),
      withinLine:
        issueResponse.averageHours === null ? null : responseWithin(issueResponse.averageHours),
      lineKey: 'home.score.response.line',
      howKey: 'home.score.response.how',
      atLineKey: 'home.score.response.atLine',
      details: link(
        '/merchant/issues?status=open',
        t('home.score.answered', {
          answered: issueResponse.answered,
          opened: issueResponse.opened,
        }),
        'score-issues-link',
      ),
    },
    {
      id: 'rating',
      titleKey: 'home.score.rating',
      value: rating.average === null ? null : `${judgedFigure(rating.average, 1, ratingWithin)} ★`,
      withinLine: rating.average === null ? null : ratingWithin(rating.average),
      lineKey: 'home.score.rating.line',
      howKey: 'home.score.rating.how',
      atLineKey: 'home.score.rating.atLine',
      details: link(
        '/merchant/shops',
        t('home.score.ratings', { count: rating.ratings }),
        'score-ratings-link',
      ),
    },
  ];
}

function Figures({ card }: { card: Scorecard }) {
  return (
    <ul className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {useFigures(card).map((figure) => (
        <FigureCard key={figure.id} figure={figure} />
      ))}
    </ul>
  );
}

/** Home's scorecard: the week's figures, each with its line, how it is computed and its orders. */
export function ScorecardSection() {
  const t = useT();
  const card = useQuery(scorecardQueryOptions());
  return (
    <section aria-labelledby="home-scorecard" className="flex flex-col gap-3">
      <h2 id="home-scorecard" className="text-base font-semibold text-ink">
        {t('home.score.title')}
      </h2>
      {card.data ? <Figures card={card.data} /> : <Skeleton className="h-40 w-full" />}
    </section>
  );
}
