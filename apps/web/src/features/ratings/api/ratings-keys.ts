/** What a list of ratings is about. */
export type RatingTarget = 'shop' | 'product';

/** Query keys of the ratings feature. */
export const ratingKeys = {
  all: ['ratings'] as const,
  lists: () => [...ratingKeys.all, 'list'] as const,
  list: (target: RatingTarget, id: number) => [...ratingKeys.lists(), target, id] as const,
};
