import type { OrderStageCounts } from '@mp/contract/oms/orders';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/i18n';
import {
  ORDER_STAGE_PARAMS,
  type OrderSearch,
  type OrderStageParam,
  withStageDefaults,
} from '../lib/order-search';
import { STAGE_LIST_TITLE } from '../lib/stage-style';

type StageTabsProps = {
  current: OrderStageParam;
  /** The filters in force: the counts are for them, so the tabs keep them. */
  filters: OrderSearch;
  counts: OrderStageCounts | undefined;
};

/** One tab per stage list with its count under the current filters. */
export function StageTabs({ current, filters, counts }: StageTabsProps) {
  const t = useT();
  const { page: _page, ...kept } = filters;
  return (
    <nav aria-label={t('orders.stages')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-line px-1">
        {ORDER_STAGE_PARAMS.map((stage) => {
          const count = stage === 'all' ? counts?.total : counts?.counts[stage];
          const active = stage === current;
          return (
            <li key={stage}>
              <Link
                to="/merchant/orders/$stage"
                params={{ stage }}
                search={withStageDefaults(stage, { ...kept, page: 1 })}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-[13px] whitespace-nowrap ${
                  active
                    ? 'border-accent font-medium text-accent'
                    : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {t(STAGE_LIST_TITLE[stage])}
                <span
                  data-testid={`stage-count-${stage}`}
                  className={`rounded-full px-1.5 text-xs tabular-nums ${
                    active ? 'bg-accent-soft' : 'bg-surface-muted'
                  }`}
                >
                  {count ?? '…'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
