import { Button } from '@/components/ui/button';
import { DateRangeFilter, FilterBar } from '@/components/ui/filter-bar';
import { useT } from '@/lib/i18n/i18n';
import { type BillSearch, toBillListQuery } from '../lib/bill-search';
import { ApprovalStatusFilter } from './approval-status-filter';
import { SortSelect } from './sort-select';

export type BillSearchPatch = Partial<{ [K in keyof BillSearch]: BillSearch[K] | undefined }>;

type BillFiltersProps = {
  search: BillSearch;
  onChange: (patch: BillSearchPatch) => void;
  onClear: () => void;
  canClear: boolean;
};

/** Approval status, a period range and the sort, all kept in the URL. */
export function BillFilters({ search, onChange, onClear, canClear }: BillFiltersProps) {
  const t = useT();
  const query = toBillListQuery(search);
  return (
    <FilterBar as="fieldset" label={t('billing.filters')}>
      <ApprovalStatusFilter
        value={search.approvalStatus}
        onChange={(approvalStatus) => onChange({ approvalStatus })}
      />
      <DateRangeFilter
        fromLabel={t('billing.filter.periodFrom')}
        toLabel={t('billing.filter.periodTo')}
        from={search.periodFrom}
        to={search.periodTo}
        onFromChange={(periodFrom) => onChange({ periodFrom })}
        onToChange={(periodTo) => onChange({ periodTo })}
      />
      <SortSelect
        options={[
          { field: 'periodStart', label: 'billing.sort.period', kind: 'date' },
          { field: 'totalBillAmount', label: 'billing.sort.amount', kind: 'amount' },
          { field: 'createdAt', label: 'billing.sort.issued', kind: 'date' },
        ]}
        orderBy={query.orderBy}
        orderDirection={query.orderDirection}
        onChange={(orderBy, orderDirection) =>
          onChange({
            orderBy: orderBy === 'periodStart' ? undefined : orderBy,
            orderDirection: orderDirection === 'desc' ? undefined : orderDirection,
          })
        }
      />
      {canClear ? (
        <Button variant="ghost" onClick={onClear} className="col-span-2 sm:col-span-1">
          {t('billing.filter.clear')}
        </Button>
      ) : null}
    </FilterBar>
  );
}
