import type { OrderListQueryInput } from '@mp/contract/oms/orders';

/** Query keys of the printing feature. */
export const printingKeys = {
  all: ['printing'] as const,
  sheets: () => [...printingKeys.all, 'sheet'] as const,
  sheet: (ids: readonly number[]) => [...printingKeys.sheets(), ids.join(',')] as const,
  candidates: () => [...printingKeys.all, 'candidates'] as const,
  candidateList: (query: OrderListQueryInput) => [...printingKeys.candidates(), query] as const,
};

/** The orders feature's key root: a print changes what its lists show (printed filter/column). */
export const ORDERS_QUERY_ROOT = ['orders'] as const;
