import type { ShopListQuery } from '@mp/contract/cms/shops';

/** Query keys of the shops feature. */
export const shopKeys = {
  all: ['shops'] as const,
  lists: () => [...shopKeys.all, 'list'] as const,
  list: (query: ShopListQuery) => [...shopKeys.lists(), query] as const,
  details: () => [...shopKeys.all, 'detail'] as const,
  detail: (id: number) => [...shopKeys.details(), id] as const,
};
