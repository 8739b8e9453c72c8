import type { IssueDetail, ResolveIssueBody } from '@mp/contract/oms/issues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from '@/lib/idempotency';
import { issueKeys } from './issues-keys';

type ResolveIssueInput = ResolveIssueBody & { issueId: number };

/** POST oms/merchant-issues/{id}/resolve (409 when it is already resolved). */
function resolveIssue({ issueId, ...body }: ResolveIssueInput): Promise<IssueDetail> {
  const signature = `issue-resolve:${issueId}:${JSON.stringify(body)}`;
  return withIdempotencyKey(signature, async (key) => {
    const { data } = await api.post<IssueDetail>(`oms/merchant-issues/${issueId}/resolve`, body, {
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    return data;
  });
}

export function useResolveIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveIssue,
    onSuccess: (issue) => queryClient.setQueryData(issueKeys.detail(issue.id), issue),
    // Status counts, lists and (after a 409) the detail's real state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: issueKeys.all }),
  });
}
