import type { PageEnvelope } from '@mp/contract/common';
import type { ActivityEntry, ActivityListQuery } from '@mp/contract/ums/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityListQuery) => [...activityKeys.all, 'list', query] as const,
  people: () => [...activityKeys.all, 'people'] as const,
};

/** GET ums/activity: a page of who did what, newest first. */
function activityQueryOptions(query: ActivityListQuery) {
  return queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: async ({ signal }) =>
      (
        await api.get<PageEnvelope<ActivityEntry>>('ums/activity', {
          params: query,
          loader: false,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export const useActivity = (query: ActivityListQuery) => useQuery(activityQueryOptions(query));

/** GET ums/activity/people: the person filter's choices. */
export const useActivityPeople = () =>
  useQuery(
    queryOptions({
      queryKey: activityKeys.people(),
      queryFn: async ({ signal }) =>
        (
          await api.get<{ people: { userId: number; name: string }[] }>('ums/activity/people', {
            signal,
          })
        ).data.people,
    }),
  );
