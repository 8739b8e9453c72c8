import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, initials } from './avatar';

afterEach(() => vi.useRealTimers());

describe('avatar', () => {
  it('shows the first two letters of the name only after 600 ms without a logo', () => {
    vi.useFakeTimers();
    render(<Avatar name="dhaka Fashion House" logo={null} />);
    expect(screen.queryByText('DH')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(screen.queryByText('DH')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('DH')).toBeTruthy();
  });

  it('takes whole letters of a Bangla name', () => {
    expect(initials('  ঢাকা ফ্যাশন')).toBe('ঢা');
  });
});
