import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { Button } from './button';
import { DateField } from './date-field';
import { SelectField } from './select';

const barClass = 'items-end gap-3 rounded-lg border border-line bg-white p-3';

type FilterBarProps = {
  /** The bar's accessible name ("Filters"). */
  label: string;
  /**
   * `section`: a named region whose controls wrap. `fieldset`: a named group whose controls
   * sit two to a row on a phone (bars without a search box).
   */
  as?: 'section' | 'fieldset';
  /** Always in view (the search box); the other controls fold away on a phone. */
  lead?: ReactNode;
  /** How many filters are set, shown on the phone's Filters button. */
  activeCount?: number;
  children: ReactNode;
};

/**
 * The box above a list that holds its filters; each control writes to the URL. On a phone the
 * controls fold behind a Filters button (with the number set), so the list starts high.
 */
export function FilterBar({
  label,
  as = 'section',
  lead,
  activeCount = 0,
  children,
}: FilterBarProps) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = (
    <Button
      variant="secondary"
      size="sm"
      className="sm:hidden"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((current) => !current)}
    >
      <SlidersHorizontal aria-hidden className="size-4" />
      {t('filters.show')}
      {activeCount > 0 ? <span className="tabular-nums">({formatCount(activeCount)})</span> : null}
    </Button>
  );
  if (as === 'fieldset') {
    return (
      <fieldset className={`flex flex-wrap ${barClass}`}>
        <legend className="sr-only">{label}</legend>
        {lead}
        {toggle}
        <div
          id={panelId}
          className={`${open ? 'grid' : 'hidden'} w-full grid-cols-2 items-end gap-3 sm:contents`}
        >
          {children}
        </div>
      </fieldset>
    );
  }
  return (
    <section aria-label={label} className={`flex flex-wrap ${barClass}`}>
      {lead}
      {toggle}
      <div
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} flex-wrap items-end gap-3 max-sm:w-full sm:contents`}
      >
        {children}
      </div>
    </section>
  );
}

export type FilterOption<V extends string = string> = { value: V; label: string };

/**
 * Named records (shops) as choices. An id from the URL that is not among them (not loaded
 * yet, or from an old link) stays choosable as "#id" so the select still shows it.
 */
export function recordOptions(
  records: readonly { id: number; name: string }[] | undefined,
  selectedId?: number,
): FilterOption[] {
  const options = (records ?? []).map((record) => ({
    value: String(record.id),
    label: record.name,
  }));
  if (selectedId && !records?.some((record) => record.id === selectedId)) {
    options.unshift({ value: String(selectedId), label: `#${selectedId}` });
  }
  return options;
}

type SelectFilterProps<V extends string> = {
  label: string;
  /** The URL's value; undefined picks the "any" choice. */
  value: V | undefined;
  /** The chosen value; undefined for the "any" choice. */
  onChange: (value: V | undefined) => void;
  /** The first choice, which means no filter (an empty value). */
  anyLabel?: string;
  options: readonly FilterOption<V>[];
  className?: string;
};

/** One filter or choice of a list, as a labelled select. */
export function SelectFilter<V extends string>({
  label,
  value,
  onChange,
  anyLabel,
  options,
  className,
}: SelectFilterProps<V>) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value ?? ''}
      // The select offers nothing but the options' values and the empty "any".
      onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
    >
      {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

export type SortDirection = 'asc' | 'desc';

type SortFilterProps<F extends string> = {
  label: string;
  fields: readonly F[];
  /** The order each field's two directions are offered in. */
  directions?: readonly [SortDirection, SortDirection];
  /** What one choice reads, e.g. "Total, highest first". */
  optionLabel: (field: F, direction: SortDirection) => string;
  orderBy: F;
  orderDirection: SortDirection;
  onChange: (orderBy: F, orderDirection: SortDirection) => void;
  className?: string;
};

/** The sort column and direction as one select (a phone has no column headers to click). */
export function SortFilter<F extends string>({
  label,
  fields,
  directions = ['desc', 'asc'],
  optionLabel,
  orderBy,
  orderDirection,
  onChange,
  className,
}: SortFilterProps<F>) {
  return (
    <SelectField
      label={label}
      className={className}
      value={`${orderBy}:${orderDirection}`}
      onChange={(event) => {
        const [field, direction] = event.target.value.split(':') as [F, SortDirection];
        onChange(field, direction);
      }}
    >
      {fields.flatMap((field) =>
        directions.map((direction) => (
          <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
            {optionLabel(field, direction)}
          </option>
        )),
      )}
    </SelectField>
  );
}

type DateRangeFilterProps = {
  fromLabel: string;
  toLabel: string;
  /** yyyy-MM-dd, as kept in the URL. */
  from: string | undefined;
  to: string | undefined;
  onFromChange: (value: string | undefined) => void;
  onToChange: (value: string | undefined) => void;
};

/** A first and a last day; each bounds the other so the range cannot be reversed. */
export function DateRangeFilter({
  fromLabel,
  toLabel,
  from,
  to,
  onFromChange,
  onToChange,
}: DateRangeFilterProps) {
  return (
    <>
      <DateField label={fromLabel} value={from} max={to} onChange={onFromChange} />
      <DateField label={toLabel} value={to} min={from} onChange={onToChange} />
    </>
  );
}
