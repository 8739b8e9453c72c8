import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InlineEditForm, InlineEditTrigger, useInlineEdit } from './inline-edit-field';

type HarnessProps = {
  onSave?: (value: string) => void;
  onOuterKey?: () => void;
  error?: string;
  pending?: boolean;
};

/** A stock cell as a feature builds it: the value, or its form. */
function StockCell({ onSave = () => {}, onOuterKey, error, pending = false }: HarnessProps) {
  const edit = useInlineEdit();
  const [draft, setDraft] = useState('12');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog listening for Escape
    <div onKeyDown={onOuterKey}>
      {edit.editing ? (
        <InlineEditForm
          onSubmit={(event) => {
            event.preventDefault();
            onSave(draft);
            edit.close();
          }}
          onCancel={edit.close}
          input={{
            'aria-label': 'New stock of Panjabi',
            inputMode: 'numeric',
            value: draft,
            onChange: (event) => setDraft(event.target.value),
          }}
          inputWidth="w-20"
          prefix="৳"
          saveLabel="Save stock"
          cancelLabel="Cancel"
          error={error}
        >
          <p>More to say</p>
        </InlineEditForm>
      ) : (
        <InlineEditTrigger
          ref={edit.triggerRef}
          onEdit={() => edit.setEditing(true)}
          label="Stock of Panjabi: 12. Edit"
          testId="stock-value"
          pending={pending}
        >
          12
        </InlineEditTrigger>
      )}
    </div>
  );
}

/** `close` gives the focus back on the next frame. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('inline edit field', () => {
  it('opens on the value with the focus in its input, and saves on Enter', async () => {
    const onSave = vi.fn();
    render(<StockCell onSave={onSave} />);
    expect(screen.getByTestId('stock-value').textContent).toBe('12');
    await userEvent.click(screen.getByRole('button', { name: 'Stock of Panjabi: 12. Edit' }));
    const input = screen.getByRole('textbox', { name: 'New stock of Panjabi' });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('More to say')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '20{Enter}');
    expect(onSave).toHaveBeenCalledWith('20');
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByTestId('stock-value'));
  });

  it('closes on Escape without the Escape reaching what is around it, focus back on the value', async () => {
    const onOuterKey = vi.fn();
    render(<StockCell onOuterKey={onOuterKey} />);
    await userEvent.click(screen.getByTestId('stock-value'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onOuterKey).not.toHaveBeenCalled();
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByTestId('stock-value'));
  });

  it('closes on its cancel button without saving', async () => {
    const onSave = vi.fn();
    render(<StockCell onSave={onSave} />);
    await userEvent.click(screen.getByTestId('stock-value'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('marks the input invalid and says why in an alert', async () => {
    render(<StockCell error="Must be a whole number" />);
    await userEvent.click(screen.getByTestId('stock-value'));
    const input = screen.getByRole('textbox', { name: 'New stock of Panjabi' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Must be a whole number');
  });

  it('shows a spinner before the value while a save is under way', () => {
    const { container, rerender } = render(<StockCell pending />);
    expect(container.querySelector('.animate-spin')).not.toBeNull();
    rerender(<StockCell pending={false} />);
    expect(container.querySelector('.animate-spin')).toBeNull();
  });
});
