import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageOverlay } from './page-overlay';

describe('the page overlay', () => {
  it('holds the page still while any overlay is up, and lets it scroll after the last', () => {
    const drawer = render(<PageOverlay />);
    const confirmation = render(<PageOverlay />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    confirmation.unmount();
    // The drawer under the closed confirmation still holds the page.
    expect(document.documentElement.style.overflow).toBe('hidden');
    drawer.unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
