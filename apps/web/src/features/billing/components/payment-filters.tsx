import { paymentMethods } from '@mp/contract/bms/payments';
import { Button } from '@/components/ui/button';
import { DateRangeFilter, FilterBar, SelectFilter } from '@/components/ui/filter-bar';
import { useT } from '@/lib/i18n/i18n';
import { PAYMENT_METHOD_LABEL } from '../lib/billing-labels';
import { type PaymentSearch, toPaymentListQuery } from '../lib/payment-search';
import { ApprovalStatusFilter } from './approval-status-filter';
import { SortSelect } from './sort-select';

export type PaymentSearchPatch = Partial<{
  [K in keyof PaymentSearch]: PaymentSearch[K] | undefined;
}>;

type PaymentFiltersProps = {
  search: PaymentSearch;
  onChange: (patch: PaymentSearchPatch) => void;
  onClear: () => void;
  canClear: boolean;
};

/** Approval status, method, the days paid and the sort, all kept in the URL. */
export function PaymentFilters({ search, onChange, onClear, canClear }: PaymentFiltersProps) {
  const t = useT();
  const query = toPaymentListQuery(search);
  return (
    <FilterBar as="fieldset" label={t('billing.filters')}>
      <ApprovalStatusFilter
        value={search.approvalStatus}
        onChange={(approvalStatus) => onChange({ approvalStatus })}
      />
      <SelectFilter
        label={t('billing.filter.method')}
        value={search.method}
        onChange={(method) => onChange({ method })}
        anyLabel={t('billing.filter.anyMethod')}
        options={paymentMethods.map((method) => ({
          value: method,
          label: t(PAYMENT_METHOD_LABEL[method]),
        }))}
      />
      <DateRangeFilter
        fromLabel={t('billing.filter.paidFrom')}
        toLabel={t('billing.filter.paidTo')}
        from={search.paidFrom}
        to={search.paidTo}
        onFromChange={(paidFrom) => onChange({ paidFrom })}
        onToChange={(paidTo) => onChange({ paidTo })}
      />
      <SortSelect
        options={[
          { field: 'paidAt', label: 'billing.sort.paidAt', kind: 'date' },
          { field: 'amount', label: 'billing.sort.amount', kind: 'amount' },
        ]}
        orderBy={query.orderBy}
        orderDirection={query.orderDirection}
        onChange={(orderBy, orderDirection) =>
          onChange({
            orderBy: orderBy === 'paidAt' ? undefined : orderBy,
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
