import { z } from 'zod';
import { shopProductListQuerySchema } from '../cms/products';
import {
  daysInOrder,
  idListSchema,
  isoTimeSchema,
  pageQuerySchema,
  sortDirectionSchema,
} from '../common';
import { codListQuerySchema } from './cod';
import { orderFilterFields, orderSortFields, stageFilterSchema } from './orders';

/** What an export holds: a list of orders, one bill, a list of products, the statement, the COD reconciliation. */
export const exportKinds = ['orders', 'bill', 'products', 'statement', 'cod', 'activity'] as const;
export type ExportKind = (typeof exportKinds)[number];
/** Every export comes as CSV or as an XLSX workbook (`.../export/csv`, `.../export/xlsx`). */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportFormatParamsSchema = z.object({ format: z.enum(exportFormats) }).strict();
export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;

/** The spec's freshness window of the header icon: highlighted while the newest is this recent. */
export const EXPORT_FRESH_MINUTES = 10;

/**
 * POST oms/merchant-orders/export/{csv|xlsx}: the order list's own filters and sort, written
 * exactly as in the list's query string (`stage=placed,confirmed`, `orderTypes=COD,B2B`,
 * `printed=false`). Every matching order is exported, in the list's order; there is no page.
 * `ids` (`ids=12,15`) exports only those orders of the list: the merchant's selection.
 */
export const orderExportBodySchema = z
  .object({
    stage: stageFilterSchema.optional(),
    ...orderFilterFields,
    ids: idListSchema.optional(),
    orderBy: z.enum(orderSortFields).default('createdAt'),
    orderDirection: sortDirectionSchema.default('desc'),
  })
  .strict()
  .refine(...daysInOrder('createdFrom', 'createdTo'));
export type OrderExportBody = z.infer<typeof orderExportBodySchema>;
export type OrderExportBodyInput = z.input<typeof orderExportBodySchema>;

/** POST bms/bills/{id}/export/{csv|xlsx} takes no body (or an empty object). */
export const billExportBodySchema = z.object({}).strict().nullish();

/** POST cms/merchant/shop-products/export/{csv|xlsx}: the product list's filters and sort. */
export const productExportBodySchema = shopProductListQuerySchema
  .omit({ page: true, limit: true })
  .strict();
export type ProductExportBody = z.infer<typeof productExportBodySchema>;
export type ProductExportBodyInput = z.input<typeof productExportBodySchema>;

/** POST oms/merchant-cod/export/{csv|xlsx}: the reconciliation's filters, every page. */
export const codExportBodySchema = codListQuerySchema.omit({ page: true, limit: true }).strict();
export type CodExportBody = z.infer<typeof codExportBodySchema>;
export type CodExportBodyInput = z.input<typeof codExportBodySchema>;

/** One export-history entry (the spec's fields plus the job's state). */
export const exportHistorySchema = z.object({
  id: z.number().int(),
  kind: z.enum(exportKinds),
  format: z.enum(exportFormats),
  fileName: z.string(),
  status: z.enum(exportStatuses),
  /** 0..100 while running; 100 when done. */
  progress: z.number().int(),
  rowCount: z.number().int(),
  createdAt: isoTimeSchema,
  /** The spec's name: when the entry last changed (progress, finish, failure). */
  updateAt: isoTimeSchema,
  /** The file's key for `POST fms/files/urlGenerator`; null until the file is written. */
  resourcePath: z.string().nullable(),
  /** Why a failed export failed, in words for the merchant. */
  error: z.string().nullable(),
});
export type ExportHistory = z.infer<typeof exportHistorySchema>;

export const exportHistoryQuerySchema = pageQuerySchema.strict();
