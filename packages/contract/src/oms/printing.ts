import { z } from 'zod';
import { idSchema } from '../common';

/** POST oms/merchant-orders/log-invoice-print/bulk; answers the orders' bulkResultSchema. */
export const logInvoicePrintBodySchema = z
  .object({ orderIds: z.array(idSchema).min(1).max(200) })
  .strict();
export type LogInvoicePrintBody = z.infer<typeof logInvoicePrintBodySchema>;
