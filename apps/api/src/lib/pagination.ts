import type { PageEnvelope, PageQuery } from '@mp/contract/common';

export const pageOffset = (query: PageQuery) => (query.page - 1) * query.limit;

export function pageEnvelope<T>(
  content: T[],
  query: PageQuery,
  totalElements: number,
  totalIsLowerBound = false,
): PageEnvelope<T> {
  return {
    content,
    page: query.page,
    limit: query.limit,
    totalElements,
    totalPages: Math.ceil(totalElements / query.limit),
    ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
  };
}
