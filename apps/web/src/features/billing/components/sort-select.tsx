import { SelectField } from '@/components/ui/select';
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
  orderDirection: 'asc' | 'desc';
  onChange: (orderBy: F, orderDirection: 'asc' | 'desc') => void;
};

/** One select for the sort column and direction (kept in the URL by the caller). */
export function SortSelect<F extends string>({
  options,
  orderBy,
  orderDirection,
  onChange,
}: SortSelectProps<F>) {
  const t = useT();
  const direction = (kind: 'date' | 'amount', dir: 'asc' | 'desc'): MessageKey =>
    kind === 'date'
      ? dir === 'desc'
        ? 'billing.sort.newest'
        : 'billing.sort.oldest'
      : dir === 'desc'
        ? 'billing.sort.highest'
        : 'billing.sort.lowest';
  return (
    <SelectField
      label={t('billing.sort')}
      value={`${orderBy}:${orderDirection}`}
      onChange={(event) => {
        const [field, dir] = event.target.value.split(':') as [F, 'asc' | 'desc'];
        onChange(field, dir);
      }}
    >
      {options.flatMap((option) =>
        (['desc', 'asc'] as const).map((dir) => (
          <option key={`${option.field}:${dir}`} value={`${option.field}:${dir}`}>
            {t('billing.sort.option', {
              field: t(option.label),
              direction: t(direction(option.kind, dir)),
            })}
          </option>
        )),
      )}
    </SelectField>
  );
}
