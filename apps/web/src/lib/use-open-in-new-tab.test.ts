import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenInNewTab } from './use-open-in-new-tab';

afterEach(() => {
  vi.restoreAllMocks();
});

function blankTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

describe('opening a signed URL in a new tab', () => {
  it('opens the tab before the URL arrives, then points it there without an opener', async () => {
    const tab = blankTab();
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answer: (url: string) => void = () => {};
    const getUrl = () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      });
    const { result } = renderHook(() => useOpenInNewTab(getUrl));

    let opening: Promise<void> = Promise.resolve();
    act(() => {
      opening = result.current.open();
    });
    expect(openSpy).toHaveBeenCalledExactlyOnceWith('', '_blank');
    expect(result.current.loading).toBe(true);

    await act(async () => {
      answer('https://files.example/proof.pdf?sig=1');
      await opening;
    });
    expect(tab.location.href).toBe('https://files.example/proof.pdf?sig=1');
    expect(tab.opener).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  it('opens the URL directly, without an opener, when the blank tab was blocked', async () => {
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
    const { result } = renderHook(() =>
      useOpenInNewTab(() => Promise.resolve('https://files.example/a.png')),
    );
    await act(() => result.current.open());
    expect(openSpy).toHaveBeenLastCalledWith('https://files.example/a.png', '_blank', 'noopener');
  });

  it('closes the blank tab again when the URL cannot be had', async () => {
    const tab = blankTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { result } = renderHook(() =>
      useOpenInNewTab(() => Promise.reject(new Error('forbidden'))),
    );
    await act(() => result.current.open());
    expect(tab.close).toHaveBeenCalledOnce();
    expect(result.current.loading).toBe(false);
  });
});
