import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** A click the panel handles itself; any other (new tab, new window) keeps the browser's way. */
const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The click handler of a plain `<a href>` that opens its href inside the panel (the href kept
 * verbatim, as the spec's menu targets are), then calls `afterOpen` (a drawer closing).
 */
export function useOpenInPanel(afterOpen?: () => void) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    router.history.push(event.currentTarget.getAttribute('href') ?? '/');
    afterOpen?.();
  };
}
