export type MerchantListQuery = Record<string, never>;

/** Query keys of the merchants feature. */
export const merchantKeys = {
  all: ['merchants'] as const,
  lists: () => [...merchantKeys.all, 'list'] as const,
  list: (query: MerchantListQuery = {}) => [...merchantKeys.lists(), query] as const,
  details: () => [...merchantKeys.all, 'detail'] as const,
  detail: (id: number) => [...merchantKeys.details(), id] as const,
};
