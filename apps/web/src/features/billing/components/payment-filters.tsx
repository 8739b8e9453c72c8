import { paymentMethods } from '@mp/contract/bms/payments';
import { DateRangeFilter, SelectFilter } from '@/components/ui/filter-bar';
import { useT } from '@/lib/i18n/i18n';
import { PAYMENT_METHOD_LABEL } from '../lib/billing-labels';
import { type PaymentSearch, toPaymentListQuery } from '../lib/payment-search';
import { ApprovalFilterBar } from './approval-filter-bar';

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
    <ApprovalFilterBar
      approvalStatus={search.approvalStatus}
      sortOptions={[
        { field: 'paidAt', label: 'billing.sort.paidAt', kind: 'date' },
        { field: 'amount', label: 'billing.sort.amount', kind: 'amount' },
      ]}
      orderBy={query.orderBy}
      orderDirection={query.orderDirection}
      onChange={onChange}
      onClear={onClear}
      canClear={canClear}
    >
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
    </ApprovalFilterBar>
  );
}
