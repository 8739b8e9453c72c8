import { useEffect } from 'react';

/** How many overlays are up (a confirmation over a drawer): the page scrolls again after the last. */
let overlaysUp = 0;

/**
 * The dimmed layer under a modal dialog, in the dialog's portal (it shows while the dialog is
 * open), holding the page still: it takes the clicks meant for the page, and the page does not
 * scroll while it is up.
 *
 * Radix's own overlay locks the scroll with react-remove-scroll, which sets a custom property on
 * body: inherited by every element, it restyles the whole page before the dialog's first frame
 * (decision 075). Hiding the root's overflow restyles one element, and `scrollbar-gutter: stable`
 * (styles.css) keeps the page from moving as its scrollbar goes.
 */
export function PageOverlay({ className = '' }: { className?: string }) {
  useEffect(() => {
    overlaysUp += 1;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      overlaysUp -= 1;
      if (overlaysUp === 0) document.documentElement.style.overflow = '';
    };
  }, []);
  // pointer-events-auto: an open modal sets pointer-events: none on body, inherited by its portals.
  return (
    <div
      aria-hidden
      className={`pointer-events-auto fixed inset-0 z-40 bg-black/40 ${className}`}
    />
  );
}
