import { ChevronDown, SearchX } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { SearchInput } from '@/components/ui/search-input';
import type { MessageKey } from '@/lib/i18n/en';
import { useLocale, useT } from '@/lib/i18n/i18n';
import { FAQ, type FaqCategory } from '../lib/faq';
import { searchFaq } from '../lib/faq-search';

const CATEGORY_LABEL: Record<FaqCategory, MessageKey> = {
  orders: 'support.category.orders',
  pickup: 'support.category.pickup',
  payouts: 'support.category.payouts',
  billing: 'support.category.billing',
  products: 'support.category.products',
  issues: 'support.category.issues',
};

/** Answers to common questions, searchable as the merchant types (in either language). */
export function FaqList({ noAnswerAction }: { noAnswerAction?: ReactNode }) {
  const t = useT();
  const { locale } = useLocale();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = searchFaq(FAQ, deferred, locale);

  return (
    <section aria-labelledby={`${searchId}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${searchId}-title`} className="text-base font-semibold text-ink">
          {t('support.faqTitle')}
        </h2>
        <div className="flex w-full flex-col gap-1 sm:w-80">
          <label htmlFor={searchId} className="sr-only">
            {t('support.search')}
          </label>
          <SearchInput
            id={searchId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('support.searchPlaceholder')}
          />
        </div>
      </div>
      <p aria-live="polite" className="text-xs text-ink-muted">
        {deferred.trim()
          ? t('support.resultCount', { count: results.length })
          : t('support.allCount', { count: FAQ.length })}
      </p>
      {results.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-line bg-white px-6 py-10 text-center">
          <SearchX aria-hidden className="size-6 text-ink-muted" />
          <p className="text-sm font-medium text-ink">
            {t('support.noResults', { query: deferred.trim() })}
          </p>
          <p className="max-w-md text-sm text-ink-muted">{t('support.noResultsHint')}</p>
          {noAnswerAction}
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
          {results.map((entry) => (
            <li key={entry.id} data-testid="faq-entry">
              <details className="group">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3 px-4 py-3 text-sm font-medium text-ink hover:bg-surface-muted/60 [&::-webkit-details-marker]:hidden">
                  <span className="flex min-w-0 flex-col gap-1">
                    <span>{entry.question[locale]}</span>
                    <span>
                      <Badge>{t(CATEGORY_LABEL[entry.category])}</Badge>
                    </span>
                  </span>
                  <ChevronDown
                    aria-hidden
                    className="mt-0.5 size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-4 pb-4 text-sm leading-relaxed text-ink-muted">
                  {entry.answer[locale]}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
