import type { IssueCountQuery, IssueListQueryInput } from '@mp/contract/oms/issues';

/** Query keys of the issues feature; a change to an issue invalidates `all`. */
export const issueKeys = {
  all: ['issues'] as const,
  lists: () => [...issueKeys.all, 'list'] as const,
  list: (query: IssueListQueryInput) => [...issueKeys.lists(), query] as const,
  counts: () => [...issueKeys.all, 'counts'] as const,
  count: (query: IssueCountQuery) => [...issueKeys.counts(), query] as const,
  details: () => [...issueKeys.all, 'detail'] as const,
  detail: (id: number) => [...issueKeys.details(), id] as const,
  comments: (id: number) => [...issueKeys.detail(id), 'comments'] as const,
  orderSearch: (search: string) => [...issueKeys.all, 'order-search', search] as const,
  uploadQuota: () => [...issueKeys.all, 'upload-quota'] as const,
};
