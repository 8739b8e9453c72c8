import { paymentMethods } from '@mp/contract/bms/payments';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select';
import { useT } from '@/lib/i18n/i18n';
import { APPROVAL_FILTERS } from '../lib/bill-search';
import { APPROVAL_FILTER_LABEL, PAYMENT_METHOD_LABEL } from '../lib/billing-labels';
import { type PaymentSearch, toPaymentListQuery } from '../lib/payment-search';
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
    <fieldset className="grid grid-cols-2 items-end gap-3 rounded-lg border border-line bg-white p-3 sm:flex sm:flex-wrap">
      <legend className="sr-only">{t('billing.filters')}</legend>
      <SelectField
        label={t('billing.filter.status')}
        value={search.approvalStatus ?? 'all'}
        onChange={(event) => {
          const value = event.target.value as PaymentSearch['approvalStatus'];
          onChange({ approvalStatus: value === 'all' ? undefined : value });
        }}
      >
        {APPROVAL_FILTERS.map((status) => (
          <option key={status} value={status}>
            {t(APPROVAL_FILTER_LABEL[status])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('billing.filter.method')}
        value={search.method ?? ''}
        onChange={(event) =>
          onChange({ method: (event.target.value || undefined) as PaymentSearch['method'] })
        }
      >
        <option value="">{t('billing.filter.anyMethod')}</option>
        {paymentMethods.map((method) => (
          <option key={method} value={method}>
            {t(PAYMENT_METHOD_LABEL[method])}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('billing.filter.paidFrom')}
        value={search.paidFrom ?? ''}
        max={search.paidTo}
        onChange={(event) => onChange({ paidFrom: event.target.value || undefined })}
      />
      <TextField
        type="date"
        label={t('billing.filter.paidTo')}
        value={search.paidTo ?? ''}
        min={search.paidFrom}
        onChange={(event) => onChange({ paidTo: event.target.value || undefined })}
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
    </fieldset>
  );
}
