import type { IssueDetail } from '@mp/contract/oms/issues';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { issueKeys } from './issues-keys';

/** GET oms/merchant-issues/{id}: the issue, its history and its first comments. */
async function getIssue(id: number, signal?: AbortSignal): Promise<IssueDetail> {
  const { data } = await api.get<IssueDetail>(`oms/merchant-issues/${id}`, {
    loader: false,
    // A 404 (another merchant's issue, or a wrong link) is shown on the page itself.
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function issueQueryOptions(id: number) {
  return queryOptions({
    queryKey: issueKeys.detail(id),
    queryFn: ({ signal }) => getIssue(id, signal),
  });
}

export function useIssue(id: number) {
  return useQuery(issueQueryOptions(id));
}
