import type { Scorecard } from '@mp/contract/oms/scorecard';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET oms/merchant-scorecard: the week's figures against their lines. */
async function getScorecard(signal?: AbortSignal) {
  const { data } = await api.get<Scorecard>('oms/merchant-scorecard', {
    loader: false,
    // Home's scorecard sits beside its to-do counts: a failure shows as missing figures.
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const scorecardQueryOptions = () =>
  queryOptions({ queryKey: ['scorecard'] as const, queryFn: ({ signal }) => getScorecard(signal) });
