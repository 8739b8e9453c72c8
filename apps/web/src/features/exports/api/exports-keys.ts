import type { PageQuery } from '@mp/contract/common';

/** Query keys of the exports feature; starting an export invalidates `all`. */
export const exportKeys = {
  all: ['exports'] as const,
  lists: () => [...exportKeys.all, 'list'] as const,
  list: (query: PageQuery) => [...exportKeys.lists(), query] as const,
};
