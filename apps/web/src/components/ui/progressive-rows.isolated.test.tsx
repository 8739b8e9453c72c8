import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressiveRows } from './progressive-rows';

const items = Array.from({ length: 20 }, (_, index) => `order ${index + 1}`);

/** A window of the given width, as far as matchMedia tells (jsdom has none). */
function screenWidth(rem: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: rem >= Number(/min-width: (\d+)rem/.exec(query)?.[1] ?? 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderList() {
  render(
    <ul>
      <ProgressiveRows items={items} step={6}>
        {(item, index) => (
          <li key={item}>
            {index + 1}. {item}
          </li>
        )}
      </ProgressiveRows>
    </ul>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ProgressiveRows', () => {
  it('renders all rows at once where they are a table', () => {
    screenWidth(80);
    renderList();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('renders stacked cards a step per frame: the first in the first frame', async () => {
    screenWidth(24);
    vi.useFakeTimers();
    renderList();
    const rendered = () => screen.getAllByRole('listitem').length;
    const seen = [rendered()];
    // Frame by frame (16 ms: the animation frame, then the task queued from it).
    for (let frame = 0; frame < 10; frame += 1) {
      await act(() => vi.advanceTimersByTimeAsync(16));
      if (rendered() !== seen.at(-1)) seen.push(rendered());
    }
    expect(seen).toEqual([6, 12, 18, 20]);
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getAllByRole('listitem')[19]?.textContent).toBe('20. order 20');
  });
});
