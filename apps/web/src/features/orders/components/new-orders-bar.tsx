import { useQueryClient } from '@tanstack/react-query';
import { ArrowUp } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';
import { orderKeys } from '../api/orders-keys';
import { newOrders, useNewOrders } from '../lib/new-orders';

/** "3 new orders · Show": the rows come in when the merchant asks, not under the pointer. */
export function NewOrdersBar() {
  const t = useT();
  const queryClient = useQueryClient();
  const count = useNewOrders();
  return (
    <div role="status" aria-live="polite">
      {count > 0 ? (
        <button
          type="button"
          data-testid="new-orders-bar"
          onClick={() => {
            newOrders.clear();
            void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
          }}
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-accent/40 bg-accent-soft px-3 py-2 text-sm font-medium text-accent hover:bg-accent-soft/70"
        >
          <ArrowUp aria-hidden className="size-4" />
          {t('live.newOrders', { count })}
        </button>
      ) : null}
    </div>
  );
}
