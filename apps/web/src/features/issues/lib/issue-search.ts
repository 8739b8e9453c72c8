import {
  type IssueCountQuery,
  type IssueListQueryInput,
  type IssueStatus,
  issueSortFields,
  issueStatuses,
  issueTypes,
} from '@mp/contract/oms/issues';
import { z } from 'zod';
import {
  compact,
  DEFAULT_PAGE_SIZE,
  dateParam,
  idParam,
  ordered,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
  searchParam,
} from '@/lib/list-search';

/** The list's tabs: every status, then each one. */
export const ISSUE_STATUS_TABS = ['all', ...issueStatuses] as const;
export type IssueStatusTab = (typeof ISSUE_STATUS_TABS)[number];

/**
 * The issues list's URL search params (`/merchant/issues?status=all&type=payment&page=2`).
 * Anything malformed is dropped rather than failing the page.
 */
export const issueSearchSchema = z
  .object({
    status: z.enum(ISSUE_STATUS_TABS).optional().catch(undefined),
    type: z.enum(issueTypes).optional().catch(undefined),
    shopId: idParam,
    createdFrom: dateParam,
    createdTo: dateParam,
    search: searchParam,
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
    orderBy: z.enum(issueSortFields).optional().catch(undefined),
  })
  .transform((search) => {
    const { from, to } = ordered(search.createdFrom, search.createdTo);
    return compact<typeof search>({ ...search, createdFrom: from, createdTo: to });
  });

export type IssueSearch = z.output<typeof issueSearchSchema>;

export function currentTab(search: IssueSearch): IssueStatusTab {
  return search.status ?? 'all';
}

/** The filters shared by the list and the status counts, as the API reads them. */
export function toCountQuery(search: IssueSearch): IssueCountQuery {
  const query: IssueCountQuery = {};
  if (search.type) query.type = search.type;
  if (search.shopId) query.shopId = search.shopId;
  if (search.createdFrom) query.createdFrom = search.createdFrom;
  if (search.createdTo) query.createdTo = search.createdTo;
  if (search.search) query.search = search.search;
  return query;
}

/** Newest activity first unless the merchant sorts by creation. */
export function toListQuery(search: IssueSearch): IssueListQueryInput {
  return {
    ...toCountQuery(search),
    status: currentTab(search),
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
    orderBy: search.orderBy ?? 'lastActivityAt',
    orderDirection: 'desc',
  };
}

export function hasFilters(search: IssueSearch): boolean {
  return Object.keys(toCountQuery(search)).length > 0;
}

/** The count a tab shows: the total for `all`, else its status's count. */
export function tabCount(
  tab: IssueStatusTab,
  counts: { counts: Partial<Record<IssueStatus, number>>; total: number } | undefined,
): number | undefined {
  if (!counts) return undefined;
  return tab === 'all' ? counts.total : (counts.counts[tab] ?? 0);
}
