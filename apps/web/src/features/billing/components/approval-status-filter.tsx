import type { ApprovalStatus } from '@mp/contract/bms/approvals';
import { SelectFilter } from '@/components/ui/filter-bar';
import { useT } from '@/lib/i18n/i18n';
import { APPROVAL_FILTERS } from '../lib/bill-search';
import { APPROVAL_FILTER_LABEL } from '../lib/billing-labels';

type ApprovalStatusFilterProps = {
  value: (typeof APPROVAL_FILTERS)[number] | undefined;
  /** Undefined for "all": the URL leaves the default out. */
  onChange: (status: ApprovalStatus | undefined) => void;
};

/** A billing list's approval status filter (bills and payments share the statuses). */
export function ApprovalStatusFilter({ value, onChange }: ApprovalStatusFilterProps) {
  const t = useT();
  return (
    <SelectFilter
      label={t('billing.filter.status')}
      value={value ?? 'all'}
      onChange={(status) => onChange(status === 'all' ? undefined : status)}
      options={APPROVAL_FILTERS.map((status) => ({
        value: status,
        label: t(APPROVAL_FILTER_LABEL[status]),
      }))}
    />
  );
}
