import {
  allowedOrderActions,
  bulkOrderActions,
  type OrderListItem,
  orderActionPermission,
} from '@mp/contract/oms/orders';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import type { BulkAction } from '../lib/bulk-action';
import { ACTION_LABEL } from '../lib/stage-style';

type BulkActionBarProps = {
  selected: OrderListItem[];
  /** Other features' tools for the selection (print), composed by the screen. */
  tools?: ReactNode;
  running: boolean;
  onRun: (action: BulkAction, orders: OrderListItem[]) => void;
  onClear: () => void;
};

/** Shown while orders are selected: the stage moves at least one of them allows, and the tools. */
export function BulkActionBar({ selected, tools, running, onRun, onClear }: BulkActionBarProps) {
  const t = useT();
  const can = useCan();
  if (selected.length === 0) return null;
  const offered = bulkOrderActions.filter(
    (action) =>
      can(orderActionPermission(action)) &&
      selected.some((order) => allowedOrderActions(order).includes(action)),
  );
  return (
    <section
      aria-label={t('orders.bulk.bar')}
      className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-accent/30 bg-accent-soft px-3 py-2 shadow-sm"
    >
      <span className="mr-auto text-sm font-medium text-ink" aria-live="polite">
        {t('orders.bulk.selected', { count: selected.length })}
      </span>
      {offered.length === 0 ? (
        <span className="text-xs text-ink-muted">{t('orders.bulk.nothing')}</span>
      ) : null}
      {offered.map((action) => (
        <Button key={action} size="sm" loading={running} onClick={() => onRun(action, selected)}>
          {t('orders.bulk.run', { action: t(ACTION_LABEL[action]), count: selected.length })}
        </Button>
      ))}
      {tools}
      <Button size="sm" variant="ghost" onClick={onClear} disabled={running}>
        {t('orders.bulk.clear')}
      </Button>
    </section>
  );
}
