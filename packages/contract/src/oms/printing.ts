import { z } from 'zod';
import { csvListSchema, idSchema, queryIdSchema } from '../common';
import { orderDetailSchema } from './orders';

/** The most orders one print run takes. */
const PRINT_RUN_MAX = 200;

/** POST oms/merchant-orders/log-invoice-print/bulk; answers the orders' bulkResultSchema. */
export const logInvoicePrintBodySchema = z
  .object({ orderIds: z.array(idSchema).min(1).max(PRINT_RUN_MAX) })
  .strict();
export type LogInvoicePrintBody = z.infer<typeof logInvoicePrintBodySchema>;

/** GET oms/merchant-orders/print-sheets?ids=1,2: what invoices, slips and labels print. */
export const printSheetQuerySchema = z
  .object({
    ids: csvListSchema(queryIdSchema, PRINT_RUN_MAX).refine(
      (ids) => ids.length > 0,
      'Name an order',
    ),
  })
  .strict();

/**
 * The orders as printed: the recipient's phone always (the courier calls it), whatever the
 * screen shows; `missing`: asked for but not the merchant's, gone, or not the printer's to see.
 */
export const printSheetSchema = z.object({
  orders: z.array(orderDetailSchema),
  missing: z.array(idSchema),
});
export type PrintSheet = z.infer<typeof printSheetSchema>;
