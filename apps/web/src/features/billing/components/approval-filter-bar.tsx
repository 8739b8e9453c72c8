import type { ApprovalStatus } from '@mp/contract/bms/approvals';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FilterBar, type SortDirection } from '@/components/ui/filter-bar';
import { useT } from '@/lib/i18n/i18n';
import type { APPROVAL_FILTERS } from '../lib/bill-search';
import { ApprovalStatusFilter } from './approval-status-filter';
import { type SortOption, SortSelect } from './sort-select';

type ApprovalFilterBarProps<F extends string> = {
  approvalStatus: (typeof APPROVAL_FILTERS)[number] | undefined;
  /** The first option is the list's default sort. */
  sortOptions: SortOption<F>[];
  orderBy: F;
  orderDirection: SortDirection;
  /** Defaults (any status, the first sort, newest first) are written as undefined: short URLs. */
  onChange: (patch: {
    approvalStatus?: ApprovalStatus | undefined;
    orderBy?: F | undefined;
    orderDirection?: SortDirection | undefined;
  }) => void;
  onClear: () => void;
  canClear: boolean;
  /** The list's own filters, between the status and the sort. */
  children: ReactNode;
};

/** The bar of the bills and payments lists: approval status, their own filters, sort, Clear. */
export function ApprovalFilterBar<F extends string>({
  approvalStatus,
  sortOptions,
  orderBy,
  orderDirection,
  onChange,
  onClear,
  canClear,
  children,
}: ApprovalFilterBarProps<F>) {
  const t = useT();
  return (
    <FilterBar as="fieldset" label={t('billing.filters')}>
      <ApprovalStatusFilter
        value={approvalStatus}
        onChange={(status) => onChange({ approvalStatus: status })}
      />
      {children}
      <SortSelect
        options={sortOptions}
        orderBy={orderBy}
        orderDirection={orderDirection}
        onChange={(field, direction) =>
          onChange({
            orderBy: field === sortOptions[0]?.field ? undefined : field,
            orderDirection: direction === 'desc' ? undefined : direction,
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
