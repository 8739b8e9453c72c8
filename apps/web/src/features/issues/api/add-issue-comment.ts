import type { AddIssueCommentBody, IssueComment } from '@mp/contract/oms/issues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from '@/lib/idempotency';
import { issueKeys } from './issues-keys';

type AddIssueCommentInput = AddIssueCommentBody & { issueId: number };

/** POST oms/merchant-issues/{id}/comments (409 once the issue is resolved). */
function addIssueComment({ issueId, ...body }: AddIssueCommentInput): Promise<IssueComment> {
  const signature = `issue-comment:${issueId}:${JSON.stringify(body)}`;
  return withIdempotencyKey(signature, async (key) => {
    const { data } = await api.post<IssueComment>(`oms/merchant-issues/${issueId}/comments`, body, {
      headers: { [IDEMPOTENCY_HEADER]: key },
      loader: false,
    });
    return data;
  });
}

export function useAddIssueComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIssueComment,
    // The thread, the comment count and the last activity (lists, and the status on a 409).
    onSettled: () => queryClient.invalidateQueries({ queryKey: issueKeys.all }),
  });
}
