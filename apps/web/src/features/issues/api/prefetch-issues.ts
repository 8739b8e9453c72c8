import type { QueryClient } from '@tanstack/react-query';
import { shopOptionsQueryOptions } from '@/lib/shop-options';
import { type IssueSearch, toCountQuery, toListQuery } from '../lib/issue-search';
import { issueQueryOptions } from './get-issue';
import { issueCountsQueryOptions } from './get-issue-counts';
import { issuesQueryOptions } from './get-issues';

/** For the routes' loaders: the list, its status counts and the filters' shops. */
export function prefetchIssuesList(queryClient: QueryClient, search: IssueSearch) {
  void queryClient.prefetchQuery(issuesQueryOptions(toListQuery(search)));
  void queryClient.prefetchQuery(issueCountsQueryOptions(toCountQuery(search)));
  void queryClient.prefetchQuery(shopOptionsQueryOptions());
}

export function prefetchIssue(queryClient: QueryClient, issueId: number) {
  void queryClient.prefetchQuery(issueQueryOptions(issueId));
}
