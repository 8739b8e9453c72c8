import { useEffect, useState } from 'react';

/**
 * False for a component's first render, true once the browser has painted it: for what a page
 * can show a moment later (a form low on the page, code fetched ahead of a click), so that its
 * fetching and rendering do not delay the page's first paint.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // An animation frame runs just before the paint; a task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
