import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchFilter } from './search-filter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderSearch(value: string | undefined, onChange = vi.fn()) {
  const view = render(
    <SearchFilter label="Search" placeholder="Order number" value={value} onChange={onChange} />,
  );
  const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { ...view, box, type, wait, onChange };
}

describe('a filter bar search box', () => {
  it('sends the trimmed text once typing has paused for the debounce time', () => {
    const { type, wait, onChange } = renderSearch(undefined);
    type(' ORD-1');
    wait(SEARCH_DEBOUNCE_MS - 1);
    type(' ORD-12 ');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    wait(1);
    expect(onChange.mock.calls).toEqual([['ORD-12']]);
  });

  it('sends undefined when the box is emptied, and nothing for spaces around the same text', () => {
    const { type, wait, onChange } = renderSearch('panjabi');
    type('  panjabi ');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
    type('');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onChange.mock.calls).toEqual([[undefined]]);
  });

  it('shows a search that changed in the URL (back button, clear) without sending it back', () => {
    const onChange = vi.fn();
    const { box, rerender, wait } = renderSearch('first', onChange);
    expect(box.value).toBe('first');
    expect(box.maxLength).toBe(100);
    rerender(<SearchFilter label="Search" placeholder="" value={undefined} onChange={onChange} />);
    expect(box.value).toBe('');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not restart the pause when the bar re-renders with a new callback', () => {
    const first = vi.fn();
    const { type, wait, rerender } = renderSearch(undefined, first);
    type('sku-9');
    wait(SEARCH_DEBOUNCE_MS - 100);
    const latest = vi.fn();
    rerender(<SearchFilter label="Search" placeholder="" value={undefined} onChange={latest} />);
    wait(100);
    expect(first).not.toHaveBeenCalled();
    expect(latest.mock.calls).toEqual([['sku-9']]);
  });
});
