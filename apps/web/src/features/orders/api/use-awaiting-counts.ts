import { type OrderStage, stagesAwaitingMerchant } from '@mp/contract/oms/orders';
import { useQueries } from '@tanstack/react-query';
import { toCountQuery, withStageDefaults } from '../lib/order-search';
import { orderCountsQueryOptions } from './get-order-counts';

/** Each stage's count as its own list opens it (Ready for Pickup with its paid filter). */
const stageQueries = stagesAwaitingMerchant.map((stage) => {
  const query = toCountQuery(withStageDefaults(stage, {}));
  return { stage, query, key: JSON.stringify(query) };
});
/** The stages without a default filter share one call. */
const distinctKeys = [...new Set(stageQueries.map(({ key }) => key))];
const distinctQueries = distinctKeys.map((key) => stageQueries.find((s) => s.key === key)!.query);

/**
 * How many orders wait for the merchant in each stage where the next step is theirs (the
 * sidebar's counts). The live stream keeps them current by invalidating the order counts.
 */
export function useAwaitingCounts(): Partial<Record<OrderStage, number>> {
  return useQueries({
    queries: distinctQueries.map((query) => orderCountsQueryOptions(query)),
    combine: (results) => {
      const counts: Partial<Record<OrderStage, number>> = {};
      for (const { stage, key } of stageQueries) {
        const count = results[distinctKeys.indexOf(key)]?.data?.counts[stage];
        if (count !== undefined) counts[stage] = count;
      }
      return counts;
    },
  });
}
