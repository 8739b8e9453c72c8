import type { ActivityListQuery } from '@mp/contract/ums/activity';
import { activityAreas } from '@mp/contract/ums/activity-kinds';
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
} from '@/lib/list-search';

/** `/merchant/activity?userId=7&area=orders&from=2026-12-01&page=2` */
export const activitySearchSchema = z
  .object({
    userId: idParam,
    area: z.enum(activityAreas).optional().catch(undefined),
    from: dateParam,
    to: dateParam,
    page: pageParam,
    limit: pageSizeParam(PAGE_SIZES),
  })
  .transform((search) => compact({ ...search, ...ordered(search.from, search.to) }));
export type ActivitySearch = z.output<typeof activitySearchSchema>;

export const hasActivityFilters = (search: ActivitySearch) =>
  Boolean(search.userId || search.area || search.from || search.to);

export function toActivityQuery(search: ActivitySearch): ActivityListQuery {
  return compact({
    userId: search.userId,
    area: search.area,
    from: search.from,
    to: search.to,
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
  });
}
