import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter, FilterBar, recordOptions, SelectFilter, SortFilter } from './filter-bar';

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('filter bar', () => {
  it('is a named region, or a named group when it is a fieldset', () => {
    const { rerender } = render(
      <FilterBar label="Filters">
        <span>inside</span>
      </FilterBar>,
    );
    expect(
      within(screen.getByRole('region', { name: 'Filters' })).getByText('inside'),
    ).toBeTruthy();
    rerender(
      <FilterBar as="fieldset" label="Filters">
        <span>inside</span>
      </FilterBar>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Filters' })).getByText('inside')).toBeTruthy();
  });
});

describe('select filter', () => {
  it('offers "any" first and reads it as no filter', () => {
    const onChange = vi.fn();
    render(
      <SelectFilter
        label="Listing"
        value={undefined}
        onChange={onChange}
        anyLabel="Any listing"
        options={[
          { value: 'listed', label: 'Listed' },
          { value: 'delisted', label: 'Delisted' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Listing' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(optionTexts(select)).toEqual([
      ['', 'Any listing'],
      ['listed', 'Listed'],
      ['delisted', 'Delisted'],
    ]);
    fireEvent.change(select, { target: { value: 'delisted' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([['delisted'], [undefined]]);
  });

  it('keeps a shop id from the URL choosable before the shops load or when it is unknown', () => {
    const shops = [
      { id: 1, name: 'Dhaka Fashion' },
      { id: 2, name: 'Sylhet Tea' },
    ];
    expect(recordOptions(undefined, 7)).toEqual([{ value: '7', label: '#7' }]);
    expect(recordOptions(shops, 7).map((option) => option.label)).toEqual([
      '#7',
      'Dhaka Fashion',
      'Sylhet Tea',
    ]);
    expect(recordOptions(shops, 2)).toEqual([
      { value: '1', label: 'Dhaka Fashion' },
      { value: '2', label: 'Sylhet Tea' },
    ]);
    expect(recordOptions(shops)).toHaveLength(2);
  });
});

describe('sort filter', () => {
  it('offers each field in both directions and answers the field and direction chosen', () => {
    const onChange = vi.fn();
    render(
      <SortFilter
        label="Sort"
        fields={['createdAt', 'total'] as const}
        directions={['asc', 'desc']}
        optionLabel={(field, direction) => `${field} · ${direction}`}
        orderBy="total"
        orderDirection="desc"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    expect(select.value).toBe('total:desc');
    expect(optionTexts(select)).toEqual([
      ['createdAt:asc', 'createdAt · asc'],
      ['createdAt:desc', 'createdAt · desc'],
      ['total:asc', 'total · asc'],
      ['total:desc', 'total · desc'],
    ]);
    fireEvent.change(select, { target: { value: 'createdAt:asc' } });
    expect(onChange).toHaveBeenCalledWith('createdAt', 'asc');
  });

  it('offers the descending order first unless told otherwise', () => {
    render(
      <SortFilter
        label="Sort"
        fields={['paidAt']}
        optionLabel={(_field, direction) => direction}
        orderBy="paidAt"
        orderDirection="desc"
        onChange={() => {}}
      />,
    );
    expect(optionTexts(screen.getByRole('combobox', { name: 'Sort' }))).toEqual([
      ['paidAt:desc', 'desc'],
      ['paidAt:asc', 'asc'],
    ]);
  });
});

describe('date range filter', () => {
  // The calendar is a lazy chunk: loaded before, so the test waits for what it does, not for
  // the module's first transform (over findByRole's second on a busy machine).
  beforeAll(() => import('./calendar'));

  it('shows each day in the panel format, bounds each by the other, and clears a day', async () => {
    const onFromChange = vi.fn();
    const onToChange = vi.fn();
    render(
      <DateRangeFilter
        fromLabel="From"
        toLabel="To"
        from="2026-03-10"
        to="2026-03-20"
        onFromChange={onFromChange}
        onToChange={onToChange}
      />,
    );
    const day = (name: RegExp) => screen.findByRole('button', { name });
    const from = screen.getByRole('button', { name: 'From 10 Mar 2026' });
    fireEvent.click(from);
    expect((await day(/March 25(th)?, 2026/)).hasAttribute('disabled')).toBe(true);
    fireEvent.click(await day(/March 5(th)?, 2026/));
    expect(onFromChange.mock.calls).toEqual([['2026-03-05']]);
    // Closed: focus is back on the field.
    await waitFor(() => expect(document.activeElement).toBe(from));

    fireEvent.click(screen.getByRole('button', { name: 'To 20 Mar 2026' }));
    expect((await day(/March 5(th)?, 2026/)).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the day' }));
    expect(onToChange.mock.calls).toEqual([[undefined]]);
  });
});
