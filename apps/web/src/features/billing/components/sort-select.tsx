import { type SortDirection, SortFilter } from '@/components/ui/filter-bar';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';

export type SortOption<F extends string> = {
  field: F;
  label: MessageKey;
  /** Dates read newest/oldest, amounts highest/lowest. */
  kind: 'date' | 'amount';
};

type SortSelectProps<F extends string> = {
  options: SortOption<F>[];
  orderBy: F;
  orderDirection: SortDirection;
  onChange: (orderBy: F, orderDirection: SortDirection) => void;
};

const DIRECTION_LABEL: Record<SortOption<string>['kind'], Record<SortDirection, MessageKey>> = {
  date: { desc: 'billing.sort.newest', asc: 'billing.sort.oldest' },
  amount: { desc: 'billing.sort.highest', asc: 'billing.sort.lowest' },
};

/** A billing list's sort: "Period, newest first" and the like (kept in the URL by the caller). */
export function SortSelect<F extends string>({
  options,
  orderBy,
  orderDirection,
  onChange,
}: SortSelectProps<F>) {
  const t = useT();
  const byField = new Map(options.map((option) => [option.field, option]));
  return (
    <SortFilter
      label={t('billing.sort')}
      fields={options.map((option) => option.field)}
      optionLabel={(field, direction) => {
        const option = byField.get(field)!;
        return t('billing.sort.option', {
          field: t(option.label),
          direction: t(DIRECTION_LABEL[option.kind][direction]),
        });
      }}
      orderBy={orderBy}
      orderDirection={orderDirection}
      onChange={onChange}
    />
  );
}
