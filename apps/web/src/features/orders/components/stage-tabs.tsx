import type { OrderStageCounts } from '@mp/contract/oms/orders';
import { linkOptions } from '@tanstack/react-router';
import { TabsWithCounts } from '@/components/ui/tabs-with-counts';
import { useT } from '@/lib/i18n/i18n';
import { useOrderCounts } from '../api/get-order-counts';
import {
  ORDER_STAGE_PARAMS,
  type OrderSearch,
  type OrderStageParam,
  toCountQuery,
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
  const { page: _page, after: _after, before: _before, ...kept } = filters;
  // Ready for Pickup opens with its own default filter (paid delivery charge): its count is the
  // count of the list its tab opens, not of the filters in force here.
  const pickupFilters = toCountQuery(withStageDefaults('dispatch_requestable', kept));
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
          search: withStageDefaults(stage, { ...kept, page: 1 }),
        }),
        countTestId: `stage-count-${stage}`,
      }))}
    />
  );
}
