import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useClampPage } from './use-clamp-page';

type Props = { page: number; totalPages: number; isPlaceholderData: boolean };

function clamp(initial: Props) {
  const navigate = vi.fn();
  const hook = renderHook((props: Props) => useClampPage({ ...props, navigate }), {
    initialProps: initial,
  });
  return { navigate, rerender: hook.rerender };
}

describe('clamping the page', () => {
  it('sends an old link past the last page to the last page, keeping the page given', () => {
    const { navigate } = clamp({ page: 7, totalPages: 3, isPlaceholderData: false });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ page: 3 }, { keepPage: true });
  });

  it('leaves a page within the list, and an empty list, where they are', () => {
    const { navigate, rerender } = clamp({ page: 3, totalPages: 3, isPlaceholderData: false });
    rerender({ page: 2, totalPages: 0, isPlaceholderData: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('waits for the real answer while the previous page stands in', () => {
    const { navigate, rerender } = clamp({ page: 5, totalPages: 2, isPlaceholderData: true });
    expect(navigate).not.toHaveBeenCalled();
    rerender({ page: 5, totalPages: 4, isPlaceholderData: false });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ page: 4 }, { keepPage: true });
  });
});
