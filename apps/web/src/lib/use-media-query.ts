import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current as the window changes. Read during the first
 * render, so a screen renders for its width from the start. Where the environment has no
 * `matchMedia` (jsdom), the query counts as matching.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaMatches(query),
  );
}

/** Whether a CSS media query matches now; true where there is no `matchMedia` (jsdom). */
export function mediaMatches(query: string): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(query).matches;
}

/** Tailwind's `md` breakpoint: the panel's sidebar column from here up, its drawer below. */
export const WIDE_SCREEN = '(min-width: 48rem)';

/** Tailwind's `lg` breakpoint: lists are tables from here up, stacked cards below. */
export const TABLE_SCREEN = '(min-width: 64rem)';
