import type { OrderTimelineEntry } from '@mp/contract/oms/orders';
import { actorWords } from '@/lib/actor-words';
import { formatDateTime } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { timelineWords } from '../lib/timeline-words';
import { StageBadge } from './stage-badge';

const KIND_LABEL: Record<OrderTimelineEntry['kind'], MessageKey> = {
  placed: 'orders.timeline.placed',
  stage_change: 'orders.timeline.stageChange',
  note: 'orders.timeline.note',
  payment_proof: 'orders.timeline.paymentProof',
  proof_override: 'orders.timeline.proofOverride',
  delivery_charge: 'orders.timeline.deliveryCharge',
  logistics: 'orders.timeline.logistics',
  invoice_printed: 'orders.timeline.invoicePrinted',
};

/** Every stage change and note, newest first, with who and when. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  const t = useT();
  // ISO timestamps sort as plain strings; localeCompare would first build a collator (slow).
  const newestFirst = [...entries].sort(
    (a, b) => Number(b.createdAt > a.createdAt) - Number(b.createdAt < a.createdAt) || b.id - a.id,
  );
  return (
    <ol className="flex flex-col" aria-label={t('orders.timeline')}>
      {newestFirst.map((entry) => (
        <li
          key={entry.id}
          data-testid="timeline-entry"
          className="relative border-l-2 border-line pb-4 pl-4 last:pb-0"
        >
          <span
            aria-hidden
            className={`absolute top-1 -left-[7px] size-3 rounded-full border-2 border-white ${
              entry.kind === 'note' ? 'bg-ink-muted' : 'bg-accent'
            }`}
          />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{t(KIND_LABEL[entry.kind])}</span>
            {entry.fromStage && entry.toStage && entry.fromStage !== entry.toStage ? (
              <>
                <StageBadge stage={entry.fromStage} />
                <span aria-hidden>→</span>
                <span className="sr-only">{t('orders.timeline.to')}</span>
                <StageBadge stage={entry.toStage} />
              </>
            ) : entry.toStage ? (
              <StageBadge stage={entry.toStage} />
            ) : null}
          </div>
          {entry.details ? (
            <p className="mt-1 text-sm text-ink">{timelineWords(entry.details, t)}</p>
          ) : null}
          {entry.note ? (
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">{entry.note}</p>
          ) : null}
          <EntryByline entry={entry} />
        </li>
      ))}
    </ol>
  );
}

/** Who made an entry and when, in the merchant's language (the timeline's and the notes'). */
export function EntryByline({ entry }: { entry: OrderTimelineEntry }) {
  const t = useT();
  return (
    <p className="mt-0.5 text-xs text-ink-muted">
      {t('orders.timeline.byAt', {
        who: actorWords(entry.actor, t),
        when: formatDateTime(entry.createdAt),
      })}
    </p>
  );
}
