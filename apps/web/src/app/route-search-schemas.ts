// Every route's search schema, in one chunk that `route-search.ts` loads (see there), with what
// the routes' hooks need beside them: the stage defaults, and the loaders' first calls (already
// here when a loader runs, so the calls start before the screen's first render, not after it).
import { z } from 'zod';
import { billSearchSchema } from '@/features/billing/lib/bill-search';
import { courierPaymentSearchSchema } from '@/features/billing/lib/courier-payment-search';
import { paymentSearchSchema } from '@/features/billing/lib/payment-search';
import { issueSearchSchema } from '@/features/issues/lib/issue-search';
import { orderSearchSchema } from '@/features/orders/lib/order-search';
import { bulkPrintSearchSchema } from '@/features/printing/lib/bulk-print-search';
import { parsePrintIds } from '@/features/printing/lib/print-ids';
import { productSearchSchema } from '@/features/products/lib/product-search';
import { purchaseOrderSearchSchema } from '@/features/purchase-orders/lib/purchase-order-search';
import { shopTabSchema } from '@/features/shops/lib/shop-search';
import { pageParam } from '@/lib/list-search';

export { prefetchOrder, prefetchOrdersList } from '@/features/orders/api/prefetch-orders';
export { needsStageDefaults, withStageDefaults } from '@/features/orders/lib/order-search';
export { prefetchPanel } from './layouts/prefetch-panel';

/** `?noprint=1`: show the invoice without opening the print dialog (previews, e2e). */
const noPrint = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
  .optional()
  .catch(undefined)
  .transform((value) => value ?? false);

export const searchSchemas = {
  orders: orderSearchSchema,
  bulkPrint: bulkPrintSearchSchema,
  products: productSearchSchema,
  shops: z.object({ page: pageParam }),
  /** A shop's page: its products tab takes the product list's params, `tab=ratings` the other. */
  shop: productSearchSchema.extend({ tab: shopTabSchema }),
  issues: issueSearchSchema,
  payments: paymentSearchSchema,
  bills: billSearchSchema,
  courierPayments: courierPaymentSearchSchema,
  purchaseOrders: purchaseOrderSearchSchema,
  printOrder: z.object({ noprint: noPrint }),
  printOrdersBulk: z.object({ ids: z.unknown().transform(parsePrintIds), noprint: noPrint }),
};
