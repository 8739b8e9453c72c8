import { DateRangeFilter } from '@/components/ui/filter-bar';
import { useT } from '@/lib/i18n/i18n';
import { type BillSearch, toBillListQuery } from '../lib/bill-search';
import { ApprovalFilterBar } from './approval-filter-bar';

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
    <ApprovalFilterBar
      approvalStatus={search.approvalStatus}
      sortOptions={[
        { field: 'periodStart', label: 'billing.sort.period', kind: 'date' },
        { field: 'totalBillAmount', label: 'billing.sort.amount', kind: 'amount' },
        { field: 'createdAt', label: 'billing.sort.issued', kind: 'date' },
      ]}
      orderBy={query.orderBy}
      orderDirection={query.orderDirection}
      onChange={onChange}
      onClear={onClear}
      canClear={canClear}
    >
      <DateRangeFilter
        fromLabel={t('billing.filter.periodFrom')}
        toLabel={t('billing.filter.periodTo')}
        from={search.periodFrom}
        to={search.periodTo}
        onFromChange={(periodFrom) => onChange({ periodFrom })}
        onToChange={(periodTo) => onChange({ periodTo })}
      />
    </ApprovalFilterBar>
  );
}
