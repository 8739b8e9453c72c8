import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { afterNextPaint } from './use-after-paint';

/** A click the panel handles itself; any other (new tab, new window) keeps the browser's way. */
const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The click handler of a plain `<a href>` that opens its href inside the panel (the href kept
 * verbatim, as the spec's menu targets are), then calls `afterOpen` (a drawer closing).
 *
 * The click's own frame shows the link pressed (`aria-busy`, styled in styles.css); the screen it
 * opens renders after that frame is painted, so a heavy screen never holds the click's answer.
 */
export function useOpenInPanel(afterOpen?: () => void) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    const link = event.currentTarget;
    link.setAttribute('aria-busy', 'true');
    afterNextPaint(() => {
      link.removeAttribute('aria-busy');
      router.history.push(link.getAttribute('href') ?? '/');
      afterOpen?.();
    });
  };
}
