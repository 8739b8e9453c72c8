import type { IssueCountQuery, IssueStatusCounts } from '@mp/contract/oms/issues';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { issueKeys } from './issues-keys';

/** GET oms/merchant-issues/stats/count: how many issues each status holds for the filters. */
async function getIssueCounts(
  query: IssueCountQuery,
  signal?: AbortSignal,
): Promise<IssueStatusCounts> {
  const { data } = await api.get<IssueStatusCounts>('oms/merchant-issues/stats/count', {
    params: query,
    loader: false,
    // Counts sit beside the list (tabs, Home): their failure shows as a missing number, and the
    // list's own call toasts.
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function issueCountsQueryOptions(query: IssueCountQuery) {
  return queryOptions({
    queryKey: issueKeys.count(query),
    queryFn: ({ signal }) => getIssueCounts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIssueCounts(query: IssueCountQuery) {
  return useQuery(issueCountsQueryOptions(query));
}
