import { dateOnlySchema } from '@mp/contract/common';
import { useCallback } from 'react';
import { z } from 'zod';

// The URL-driven lists' search params. Each param drops a malformed value rather than failing
// the page; the lists keep their own filters and sort fields.

/** The router reads `?search=135` or `?shopId=5` as JSON numbers: accept both. */
export const scalar = z.union([z.string(), z.number()]).transform(String);

/** The page sizes most lists offer; a list with other sizes keeps its own. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const pageParam = z.coerce.number().int().min(1).optional().catch(undefined);

/** A page size the list offers; any other falls back to the list's default. */
export function pageSizeParam(pageSizes: readonly number[]) {
  return z.coerce
    .number()
    .int()
    .refine((value) => pageSizes.includes(value))
    .optional()
    .catch(undefined);
}

/** A yyyy-MM-dd calendar day, by the rule the API applies (so the URL never asks for a 400). */
export const dateParam = dateOnlySchema.optional().catch(undefined);

export const directionParam = z.enum(['asc', 'desc']).optional().catch(undefined);

/** A filter that is on or off (`?lowStock=true`): the router reads `true` as a boolean. */
export const flagParam = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => (value === true || value === 'true' ? true : undefined))
  .optional()
  .catch(undefined);

/** Free text, trimmed and capped at the API's 100 characters; blank means no search. */
export const searchParam = scalar
  .transform((value) => value.trim().slice(0, 100) || undefined)
  .optional()
  .catch(undefined);

/** A shop or order id within the database's int range. */
export const idParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .optional()
  .catch(undefined);

/** Drops the params left undefined, so URLs stay short. */
export function compact<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

type ListNavigate<Search> = (options: { search: (previous: Search) => Search }) => Promise<void>;

type SortAndPageSize = { limit?: unknown; orderBy?: unknown; orderDirection?: unknown };

/** What most lists keep when their filters are cleared: the sort and the page size. */
const sortAndPageSize = ({ limit, orderBy, orderDirection }: SortAndPageSize) => ({
  limit,
  orderBy,
  orderDirection,
});

/**
 * A URL-driven list's search changes. `update` merges a patch (a param set to undefined leaves
 * the URL; the route's schema reads the values) and goes back to the first page unless the patch
 * names a page or `keepPage` is set; `clear` keeps only what `kept` picks (pass a function
 * defined outside the component).
 */
export function useListSearch<Search extends object>(
  navigate: ListNavigate<Search>,
  kept: (previous: Search) => object = sortAndPageSize as (previous: Search) => object,
) {
  const update = useCallback(
    (patch: { [K in keyof Search]?: unknown }, options: { keepPage?: boolean } = {}) => {
      // Back to the first page, which has no neighbouring order to page from.
      const pageChange = options.keepPage
        ? {}
        : { page: undefined, after: undefined, before: undefined };
      void navigate({
        search: (previous) => compact({ ...previous, ...pageChange, ...patch }) as Search,
      });
    },
    [navigate],
  );
  const clear = useCallback(() => {
    void navigate({ search: (previous) => compact({ ...kept(previous) }) as Search });
  }, [navigate, kept]);
  return { update, clear };
}

type PageNavigate = (
  patch: { page?: number; limit?: number | undefined },
  options?: { keepPage?: boolean },
) => void;

/** The pager's callbacks for a list whose search changes through `useListSearch`'s `update`. */
export function pagerNavigation(navigate: PageNavigate) {
  return {
    onPageChange: (page: number) => navigate({ page }, { keepPage: true }),
    onPageSizeChange: (size: number) =>
      navigate({ limit: size === DEFAULT_PAGE_SIZE ? undefined : size }),
  };
}

/** A reversed range would answer a 400 or nothing: read it the way the merchant meant it. */
export function ordered(from: string | undefined, to: string | undefined) {
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

/** The row's serial number across pages (spec 9): (page-1)*pageSize + index + 1. */
export function serialNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
