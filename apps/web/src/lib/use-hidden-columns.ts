import { useCallback, useState } from 'react';
import { getUserId } from './session';

/** Where a list's hidden columns are kept: per list and per user, on this device. */
const storageKey = (list: string) => `mp.columns.${list}.${getUserId() ?? 'anyone'}`;

function readHidden<C extends string>(list: string, columns: readonly C[]): Set<C> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(list)) ?? '[]');
    return new Set(
      Array.isArray(stored) ? columns.filter((column) => stored.includes(column)) : [],
    );
  } catch {
    return new Set();
  }
}

/** The columns of a list the merchant chose to hide (a column chooser), remembered per user. */
export function useHiddenColumns<C extends string>(list: string, columns: readonly C[]) {
  const [hidden, setHidden] = useState(() => readHidden(list, columns));
  const toggle = useCallback(
    (column: C, show: boolean) => {
      setHidden((current) => {
        const next = new Set(current);
        if (show) next.delete(column);
        else next.add(column);
        try {
          localStorage.setItem(storageKey(list), JSON.stringify([...next]));
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        return next;
      });
    },
    [list],
  );
  return { hidden, toggle };
}
