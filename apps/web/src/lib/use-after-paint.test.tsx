import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

function Probe() {
  return <p>{useAfterPaint() ? 'after' : 'first'}</p>;
}

describe('useAfterPaint', () => {
  it('is false for the first render and true from the task after the next frame', async () => {
    vi.useFakeTimers();
    try {
      render(<Probe />);
      expect(screen.getByText('first')).toBeTruthy();
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByText('after')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets nothing after the component is gone', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { unmount } = render(<Probe />);
      unmount();
      await vi.runAllTimersAsync();
      expect(vi.getTimerCount()).toBe(0);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      vi.useRealTimers();
    }
  });
});
