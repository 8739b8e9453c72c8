import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select';
import { useT } from '@/lib/i18n/i18n';
import { APPROVAL_FILTERS, type BillSearch, toBillListQuery } from '../lib/bill-search';
import { APPROVAL_FILTER_LABEL } from '../lib/billing-labels';
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
    <fieldset className="grid grid-cols-2 items-end gap-3 rounded-lg border border-line bg-white p-3 sm:flex sm:flex-wrap">
      <legend className="sr-only">{t('billing.filters')}</legend>
      <SelectField
        label={t('billing.filter.status')}
        value={search.approvalStatus ?? 'all'}
        onChange={(event) => {
          const value = event.target.value as BillSearch['approvalStatus'];
          onChange({ approvalStatus: value === 'all' ? undefined : value });
        }}
      >
        {APPROVAL_FILTERS.map((status) => (
          <option key={status} value={status}>
            {t(APPROVAL_FILTER_LABEL[status])}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('billing.filter.periodFrom')}
        value={search.periodFrom ?? ''}
        max={search.periodTo}
        onChange={(event) => onChange({ periodFrom: event.target.value || undefined })}
      />
      <TextField
        type="date"
        label={t('billing.filter.periodTo')}
        value={search.periodTo ?? ''}
        min={search.periodFrom}
        onChange={(event) => onChange({ periodTo: event.target.value || undefined })}
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
    </fieldset>
  );
}
