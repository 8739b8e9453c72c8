import type { PageEnvelope } from '@mp/contract/common';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A paged list between two pages (another tab, filter or page; its query keeps the previous
 * page as placeholder data). `content` is the page as the server gave it, undefined while the
 * next one loads (the empty state, the selection and the pager go by it). `rows` are what the
 * table shows: the last page's, numbered by its `page` and `limit` (the query's until one is in) and marked `stale`, until the
 * new page is in. Swapping them for skeletons and back would cost a phone more than a click's
 * frame, and the page would jump twice.
 */
export function useShownPage<T>(
  list: UseQueryResult<PageEnvelope<T>>,
  query: { page: number; limit: number },
) {
  const content = list.isPlaceholderData ? undefined : list.data?.content;
  return {
    content,
    rows: list.data?.content.length ? list.data.content : content,
    page: list.data?.page ?? query.page,
    limit: list.data?.limit ?? query.limit,
    stale: list.isPlaceholderData,
  };
}
