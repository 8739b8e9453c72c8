import type { CreateIssueBody, IssueDetail } from '@mp/contract/oms/issues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from '@/lib/idempotency';
import { issueKeys } from './issues-keys';

/** POST oms/merchant-issues: the merchant opens an issue about one of its orders. */
function createIssue(body: CreateIssueBody): Promise<IssueDetail> {
  return withIdempotencyKey(`issue-create:${JSON.stringify(body)}`, async (key) => {
    const { data } = await api.post<IssueDetail>('oms/merchant-issues', body, {
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    return data;
  });
}

export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: async (issue) => {
      queryClient.setQueryData(issueKeys.detail(issue.id), issue);
      await queryClient.invalidateQueries({ queryKey: issueKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: issueKeys.counts() });
    },
  });
}
