import type { PurchaseOrderQueryInput } from '@mp/contract/oms/purchase-orders';

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  lists: () => [...purchaseOrderKeys.all, 'list'] as const,
  list: (query: PurchaseOrderQueryInput) => [...purchaseOrderKeys.lists(), query] as const,
};
