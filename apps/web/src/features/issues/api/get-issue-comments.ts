import type { PageEnvelope } from '@mp/contract/common';
import { ISSUE_DETAIL_COMMENTS, type IssueComment } from '@mp/contract/oms/issues';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { issueKeys } from './issues-keys';

/** GET oms/merchant-issues/{id}/comments: one page of the thread, oldest first. */
async function getIssueComments(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<PageEnvelope<IssueComment>> {
  const { data } = await api.get<PageEnvelope<IssueComment>>(`oms/merchant-issues/${id}/comments`, {
    params: { page, limit: ISSUE_DETAIL_COMMENTS },
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

/**
 * The comments after the ones the detail embeds: the detail holds page 1 (the first
 * ISSUE_DETAIL_COMMENTS), so this starts at page 2 and only runs once the merchant asks.
 */
export function useLaterIssueComments(id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: issueKeys.comments(id),
    queryFn: ({ pageParam, signal }) => getIssueComments(id, pageParam, signal),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled,
  });
}
