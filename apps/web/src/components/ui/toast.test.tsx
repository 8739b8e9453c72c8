import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toast, toastStore } from '@/lib/toast-store';
import { Toaster } from './toast';

afterEach(() => toastStore.clear());

describe('toasts', () => {
  it("title an error 'Failed' and anything else 'Success' unless a title is given", () => {
    expect(toast.error('Stock must be a whole number')).toMatchObject({
      status: true,
      type: 'error',
      title: 'Failed',
      message: 'Stock must be a whole number',
    });
    expect(toast.success('Saved').title).toBe('Success');
    expect(toast.success('Saved', 'Stock updated').title).toBe('Stock updated');
  });

  it('close after 5 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('show the title and message in the toast area and close on the close button', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Network Error');
    });
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Network Error')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toastStore.getSnapshot()[0]?.status).toBe(false);
  });
});
