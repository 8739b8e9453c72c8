import { linkOptions } from '@tanstack/react-router';
import { TabsWithCounts } from '@/components/ui/tabs-with-counts';
import { useT } from '@/lib/i18n/i18n';
import { useOrderCounts } from '../api/get-order-counts';
import {
  chosenFilters,
  ORDER_STAGE_PARAMS,
  type OrderSearch,
  type OrderStageParam,
  toCountQuery,
  withStageDefaults,
} from '../lib/order-search';
import { STAGE_LIST_TITLE } from '../lib/stage-style';

type StageTabsProps = {
  current: OrderStageParam;
  /** The list's search: the filters chosen in it go with every tab. */
  filters: OrderSearch;
};

/**
 * One tab per stage list, each counting exactly the list its link opens: that stage's defaults
 * plus the filters the person chose (not the defaults of the stage on screen), so a tab, the
 * sidebar, Home and the list's total agree whenever they name the same orders.
 */
export function StageTabs({ current, filters }: StageTabsProps) {
  const t = useT();
  const chosen = chosenFilters(current, filters);
  // Every stage but Ready for Pickup opens with the chosen filters alone: one count serves them.
  const counts = useOrderCounts(toCountQuery(chosen)).data;
  const pickupFilters = toCountQuery(withStageDefaults('dispatch_requestable', chosen));
  const pickupCount = useOrderCounts(pickupFilters).data?.counts.dispatch_requestable;
  const countOf = (stage: OrderStageParam) =>
    stage === 'all'
      ? counts?.total
      : stage === 'dispatch_requestable'
        ? pickupCount
        : counts?.counts[stage];
  return (
    <TabsWithCounts
      label={t('orders.stages')}
      currentId={current}
      tabs={ORDER_STAGE_PARAMS.map((stage) => ({
        id: stage,
        label: t(STAGE_LIST_TITLE[stage]),
        count: countOf(stage),
        link: linkOptions({
          to: '/merchant/orders/$stage',
          params: { stage },
          search: withStageDefaults(stage, { ...chosen, page: 1 }),
        }),
        countTestId: `stage-count-${stage}`,
      }))}
    />
  );
}
