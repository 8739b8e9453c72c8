import { issueTypes } from '@mp/contract/oms/issues';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DateRangeFilter,
  FilterBar,
  recordOptions,
  SelectFilter,
} from '@/components/ui/filter-bar';
import { SearchFilter } from '@/components/ui/search-filter';
import { useT } from '@/lib/i18n/i18n';
import { useShopOptions } from '@/lib/shop-options';
import { TYPE_LABEL } from '../lib/issue-labels';
import { hasFilters, type IssueSearch } from '../lib/issue-search';

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
  const shops = useShopOptions();
  return (
    <FilterBar
      label={t('issues.filters')}
      activeCount={
        [search.type, search.shopId, search.createdFrom, search.createdTo].filter(Boolean).length
      }
      lead={
        <SearchFilter
          label={t('issues.search')}
          placeholder={t('issues.searchPlaceholder')}
          value={search.search}
          onChange={(value) => onChange({ search: value })}
        />
      }
    >
      <SelectFilter
        label={t('issues.filter.type')}
        value={search.type}
        onChange={(type) => onChange({ type })}
        anyLabel={t('issues.filter.anyType')}
        options={issueTypes.map((type) => ({ value: type, label: t(TYPE_LABEL[type]) }))}
      />
      <SelectFilter
        label={t('issues.filter.shop')}
        value={search.shopId ? String(search.shopId) : undefined}
        onChange={(shopId) => onChange({ shopId })}
        anyLabel={t('issues.filter.anyShop')}
        options={recordOptions(shops.data, search.shopId)}
      />
      <DateRangeFilter
        fromLabel={t('issues.filter.from')}
        toLabel={t('issues.filter.to')}
        from={search.createdFrom}
        to={search.createdTo}
        onFromChange={(createdFrom) => onChange({ createdFrom })}
        onToChange={(createdTo) => onChange({ createdTo })}
      />
      <SelectFilter
        label={t('issues.sort')}
        value={search.orderBy ?? 'lastActivityAt'}
        onChange={(orderBy) => onChange({ orderBy: orderBy === 'createdAt' ? orderBy : undefined })}
        options={[
          { value: 'lastActivityAt', label: t('issues.sort.lastActivityAt') },
          { value: 'createdAt', label: t('issues.sort.createdAt') },
        ]}
      />
      {hasFilters(search) ? (
        <Button variant="ghost" onClick={onClear}>
          <X aria-hidden className="size-4" />
          {t('issues.filter.clear')}
        </Button>
      ) : null}
    </FilterBar>
  );
}
