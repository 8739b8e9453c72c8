import {
  type IssueCountQuery,
  type IssueListQueryInput,
  type IssueStatus,
  issueSortFields,
  issueStatuses,
  issueTypes,
} from '@mp/contract/oms/issues';
import { z } from 'zod';

/** The list's tabs: every status, then each one. */
export const ISSUE_STATUS_TABS = ['all', ...issueStatuses] as const;
export type IssueStatusTab = (typeof ISSUE_STATUS_TABS)[number];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

// The router reads `?search=135` or `?shopId=5` as JSON numbers: accept both.
const scalar = z.union([z.string(), z.number()]).transform(String);
const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/**
 * The issues list's URL search params (`/merchant/issues?status=all&type=payment&page=2`).
 * Anything malformed is dropped rather than failing the page.
 */
export const issueSearchSchema = z
  .object({
    status: z.enum(ISSUE_STATUS_TABS).optional().catch(undefined),
    type: z.enum(issueTypes).optional().catch(undefined),
    shopId: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
    createdFrom: dateOnly.optional().catch(undefined),
    createdTo: dateOnly.optional().catch(undefined),
    search: scalar
      .transform((value) => value.trim().slice(0, 100) || undefined)
      .optional()
      .catch(undefined),
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    limit: z.coerce
      .number()
      .int()
      .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
      .optional()
      .catch(undefined),
    orderBy: z.enum(issueSortFields).optional().catch(undefined),
  })
  .transform((search) => {
    const clean = Object.fromEntries(
      Object.entries(search).filter(([, value]) => value !== undefined),
    ) as typeof search;
    // A reversed range would answer 400: read it the way the merchant meant it.
    if (clean.createdFrom && clean.createdTo && clean.createdFrom > clean.createdTo) {
      return { ...clean, createdFrom: clean.createdTo, createdTo: clean.createdFrom };
    }
    return clean;
  });

export type IssueSearch = z.output<typeof issueSearchSchema>;

export function parseIssueSearch(raw: unknown): IssueSearch {
  return issueSearchSchema.parse(raw ?? {});
}

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

/** The row's serial number across pages: (page-1)*pageSize + index + 1. */
export function serialNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
