import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DropdownItem, LazyDropdown } from './dropdown';

function renderMenu(onSelect = vi.fn()) {
  render(
    <>
      <button type="button">Before</button>
      <LazyDropdown trigger={<Button aria-label="More actions for ORD-1">…</Button>}>
        <DropdownItem onSelect={onSelect}>Confirm</DropdownItem>
        <DropdownItem>Cancel</DropdownItem>
      </LazyDropdown>
    </>,
  );
  return {
    onSelect,
    trigger: () => screen.getByRole('button', { name: 'More actions for ORD-1' }),
  };
}

describe('a lazy dropdown (one per table row)', () => {
  it('is a plain button, without the menu behind it, until the merchant reaches for it', () => {
    const { trigger } = renderMenu();
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    // The real menu's trigger carries its state; the plain button has none.
    expect(trigger().hasAttribute('data-state')).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first press and runs the chosen item', async () => {
    const user = userEvent.setup();
    const { trigger, onSelect } = renderMenu();
    await user.click(trigger());
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Confirm' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps the focus on the button when reached by Tab, and opens from the keyboard', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('data-state')).toBe('closed');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Confirm' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });
});
