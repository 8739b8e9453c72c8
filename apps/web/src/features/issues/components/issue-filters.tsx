import { issueTypes } from '@mp/contract/oms/issues';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { useT } from '@/lib/i18n/i18n';
import { useIssueShops } from '../api/get-issue-shops';
import { TYPE_LABEL } from '../lib/issue-labels';
import { hasFilters, type IssueSearch, SEARCH_DEBOUNCE_MS } from '../lib/issue-search';

export type IssueSearchPatch = Partial<Record<keyof IssueSearch, string | number | undefined>>;

type IssueFiltersProps = {
  search: IssueSearch;
  /** Changes some params; the list goes back to page 1. */
  onChange: (patch: IssueSearchPatch) => void;
  onClear: () => void;
};

/** Type, shop, creation dates, search and sort, all kept in the URL. */
export function IssueFilters({ search, onChange, onClear }: IssueFiltersProps) {
  const t = useT();
  const shops = useIssueShops();
  const searchId = useId();
  const [text, setText] = useState(search.search ?? '');
  const committed = useRef(search.search ?? '');

  // The URL changed from outside (back button, clear): show its value.
  useEffect(() => {
    committed.current = search.search ?? '';
    setText(search.search ?? '');
  }, [search.search]);

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text.trim();
      onChange({ search: text.trim() || undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <section
      aria-label={t('issues.filters')}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3"
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-[13px] font-medium text-ink">
          {t('issues.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('issues.searchPlaceholder')}
            maxLength={100}
            className="h-9 w-full rounded-lg border border-line bg-white pr-3 pl-8 text-sm text-ink placeholder:text-ink-muted"
          />
        </div>
      </div>
      <SelectField
        label={t('issues.filter.type')}
        value={search.type ?? ''}
        onChange={(event) => onChange({ type: event.target.value || undefined })}
      >
        <option value="">{t('issues.filter.anyType')}</option>
        {issueTypes.map((type) => (
          <option key={type} value={type}>
            {t(TYPE_LABEL[type])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('issues.filter.shop')}
        value={search.shopId ? String(search.shopId) : ''}
        onChange={(event) => onChange({ shopId: event.target.value || undefined })}
      >
        <option value="">{t('issues.filter.anyShop')}</option>
        {search.shopId && !shops.data?.some((shop) => shop.id === search.shopId) ? (
          <option value={String(search.shopId)}>#{search.shopId}</option>
        ) : null}
        {(shops.data ?? []).map((shop) => (
          <option key={shop.id} value={String(shop.id)}>
            {shop.name}
          </option>
        ))}
      </SelectField>
      <DateField
        label={t('issues.filter.from')}
        value={search.createdFrom}
        max={search.createdTo}
        onChange={(value) => onChange({ createdFrom: value })}
      />
      <DateField
        label={t('issues.filter.to')}
        value={search.createdTo}
        min={search.createdFrom}
        onChange={(value) => onChange({ createdTo: value })}
      />
      <SelectField
        label={t('issues.sort')}
        value={search.orderBy ?? 'lastActivityAt'}
        onChange={(event) =>
          onChange({
            orderBy: event.target.value === 'createdAt' ? 'createdAt' : undefined,
          })
        }
      >
        <option value="lastActivityAt">{t('issues.sort.lastActivityAt')}</option>
        <option value="createdAt">{t('issues.sort.createdAt')}</option>
      </SelectField>
      {hasFilters(search) ? (
        <Button variant="ghost" onClick={onClear}>
          <X aria-hidden className="size-4" />
          {t('issues.filter.clear')}
        </Button>
      ) : null}
    </section>
  );
}

type DateFieldProps = {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** A yyyy-MM-dd day (the browser's date input speaks that format on the wire). */
function DateField({ label, value, min, max, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-[13px] font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink"
      />
    </div>
  );
}
