import type { RatingListQuery, RatingPage } from '@mp/contract/rms/ratings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type RatingTarget, ratingKeys } from './ratings-keys';

/** Spec 9: the panel asks for the first 100 ratings, newest first. */
const RATINGS_QUERY = {
  page: 1,
  limit: 100,
  orderBy: 'ratedAt',
  orderDirection: 'desc',
} as const satisfies RatingListQuery;

/** GET rms/shop/{id}/ratings or rms/product/{id}/ratings (a shop product's id). */
export async function getRatings(
  target: RatingTarget,
  id: number,
  signal?: AbortSignal,
): Promise<RatingPage> {
  const { data } = await api.get<RatingPage>(`rms/${target}/${id}/ratings`, {
    params: RATINGS_QUERY,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function ratingsQueryOptions(target: RatingTarget, id: number) {
  return queryOptions({
    queryKey: ratingKeys.list(target, id),
    queryFn: ({ signal }) => getRatings(target, id, signal),
  });
}

export function useRatings(target: RatingTarget, id: number) {
  return useQuery(ratingsQueryOptions(target, id));
}
