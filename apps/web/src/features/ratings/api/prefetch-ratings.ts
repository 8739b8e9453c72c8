import type { QueryClient } from '@tanstack/react-query';
import { ratingsQueryOptions } from './get-ratings';
import type { RatingTarget } from './ratings-keys';

/** For the routes' loaders: the ratings panel's first page. */
export function prefetchRatings(queryClient: QueryClient, target: RatingTarget, id: number) {
  void queryClient.prefetchQuery(ratingsQueryOptions(target, id));
}
