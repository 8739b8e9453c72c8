import type { StatementQuery } from '@mp/contract/bms/statement';
import { z } from 'zod';
import {
  compact,
  DEFAULT_PAGE_SIZE,
  dateParam,
  ordered,
  PAGE_SIZES,
  pageParam,
  pageSizeParam,
} from '@/lib/list-search';

/** `/merchant/statement?from=2026-01-01&to=2026-03-31&page=2` */
export const statementSearchSchema = z
  .object({
    from: dateParam,
    to: dateParam,
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
  })
  .transform((search) => compact({ ...search, ...ordered(search.from, search.to) }));
export type StatementSearch = z.output<typeof statementSearchSchema>;

export function toStatementQuery(search: StatementSearch): StatementQuery {
  return compact({
    from: search.from,
    to: search.to,
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  });
}
