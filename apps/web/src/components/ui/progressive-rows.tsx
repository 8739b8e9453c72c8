import { type ReactNode, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/use-after-paint';
import { TABLE_SCREEN, useMediaQuery } from '@/lib/use-media-query';

/**
 * A responsive table's rows, a few per frame where they are stacked cards: the first `step` in
 * the first frame, `step` more after each paint. On a phone the first screenful shows without
 * waiting for twenty cards, and no single task blocks the main thread for all of them; the cards
 * that wait are below the fold. Where the rows are a table, all come at once: the columns' widths
 * depend on every row, and rows added later would move the ones already shown.
 */
export function ProgressiveRows<T>({
  items,
  step = 6,
  children,
}: {
  items: readonly T[];
  step?: number;
  children: (item: T, index: number) => ReactNode;
}) {
  const table = useMediaQuery(TABLE_SCREEN);
  const [shown, setShown] = useState(step);
  const complete = table || shown >= items.length;
  useEffect(() => {
    if (complete) return;
    return afterNextPaint(() => setShown(shown + step));
  }, [complete, shown, step]);
  return (complete ? items : items.slice(0, shown)).map(children);
}
