import type { PageEnvelope } from '@mp/contract/common';
import type { IssueListItem, IssueListQueryInput } from '@mp/contract/oms/issues';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { issueKeys } from './issues-keys';

/** GET oms/merchant-issues: one page of the merchant's issues. */
async function getIssues(
  query: IssueListQueryInput,
  signal?: AbortSignal,
): Promise<PageEnvelope<IssueListItem>> {
  const { data } = await api.get<PageEnvelope<IssueListItem>>('oms/merchant-issues', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function issuesQueryOptions(query: IssueListQueryInput) {
  return queryOptions({
    queryKey: issueKeys.list(query),
    queryFn: ({ signal }) => getIssues(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIssues(query: IssueListQueryInput) {
  return useQuery(issuesQueryOptions(query));
}
