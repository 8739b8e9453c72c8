import { useEffect, useState } from 'react';

/** Runs `callback` once the next frame is painted; returns a cancel function. */
export function afterNextPaint(callback: () => void): () => void {
  // An animation frame runs just before the paint; a task queued from it runs after.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False for a component's first render, true once the browser has painted it: for what a page
 * can show a moment later (a form low on the page), so that its code and its render do not delay
 * the page's first paint. Work that shows nothing takes afterNextPaint in an effect instead.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
