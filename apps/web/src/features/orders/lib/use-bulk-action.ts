import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { orderKeys } from '../api/orders-keys';
import {
  type BulkAction,
  type BulkOutcome,
  type BulkStatus,
  type BulkTarget,
  runBulkAction,
} from './bulk-action';

/** One order of a bulk run: `status` is undefined while its answer is awaited. */
export type BulkRow = BulkTarget & { status?: BulkStatus; message?: string };

export type BulkRunState = { action: BulkAction; running: boolean; rows: BulkRow[] };

function merge(rows: BulkRow[], outcomes: BulkOutcome[]): BulkRow[] {
  const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
  return rows.map((row) => byId.get(row.id) ?? row);
}

/**
 * A bulk run with its per-order results, and a retry of only the failed orders (a skipped one
 * was refused for a reason a retry does not change).
 */
export function useBulkAction() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulkRunState | undefined>();

  const execute = useCallback(
    async (action: BulkAction, targets: BulkTarget[], rows: BulkRow[]) => {
      const retried = new Set(targets.map((target) => target.id));
      const pendingRows = rows.map((row) =>
        retried.has(row.id) ? { id: row.id, orderNumber: row.orderNumber } : row,
      );
      setState({ action, running: true, rows: pendingRows });
      const outcomes = await runBulkAction(action, targets);
      const done = merge(pendingRows, outcomes);
      setState({ action, running: false, rows: done });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return done;
    },
    [queryClient],
  );

  const start = useCallback(
    (action: BulkAction, targets: BulkTarget[]) =>
      execute(
        action,
        targets,
        targets.map(({ id, orderNumber }) => ({ id, orderNumber })),
      ),
    [execute],
  );

  const retryFailed = useCallback(async () => {
    if (!state || state.running) return state?.rows;
    const failed = state.rows
      .filter((row) => row.status === 'failed')
      .map(({ id, orderNumber }) => ({ id, orderNumber }));
    if (failed.length === 0) return state.rows;
    return execute(state.action, failed, state.rows);
  }, [execute, state]);

  const close = useCallback(() => setState(undefined), []);

  return { state, start, retryFailed, close };
}
