import { z } from 'zod';
import { idSchema } from '../common';

/** The lists a view can be saved of, and the panel paths each one's views open. */
export const savedViewLists = ['orders', 'products', 'issues'] as const;
export type SavedViewList = (typeof savedViewLists)[number];
const listPaths: Record<SavedViewList, RegExp> = {
  orders: /^\/merchant\/orders\/[a-z_]+(\?[^#\s]*)?$/,
  products: /^\/merchant\/product\/?(\?[^#\s]*)?$/,
  issues: /^\/merchant\/issues(\?[^#\s]*)?$/,
};
/** How many views one user keeps per merchant account. */
export const MAX_SAVED_VIEWS = 50;

const nameSchema = z.string().trim().min(1).max(60);

export const savedViewSchema = z.object({
  id: z.number().int(),
  list: z.enum(savedViewLists),
  name: z.string(),
  /** The list's panel path with its filters, opened as a link. */
  path: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** GET ums/saved-views: the user's views of the merchant, in their order. */
export const savedViewsSchema = z.object({ content: z.array(savedViewSchema) });

/** POST ums/saved-views: a view of `list` opening `path`, which must be that list's page. */
export const createSavedViewBodySchema = z
  .object({ list: z.enum(savedViewLists), name: nameSchema, path: z.string().max(1000) })
  .strict()
  .refine((body) => listPaths[body.list].test(body.path), {
    message: "The path must be the list's own page in the panel",
    path: ['path'],
  });
export type CreateSavedViewBody = z.infer<typeof createSavedViewBodySchema>;

/** PATCH ums/saved-views/{id}: a new name. */
export const renameSavedViewBodySchema = z.object({ name: nameSchema }).strict();

/** PUT ums/saved-views/order: every view of the user and merchant, in the new order. */
export const reorderSavedViewsBodySchema = z
  .object({ ids: z.array(idSchema).min(1).max(MAX_SAVED_VIEWS) })
  .strict()
  .refine((body) => new Set(body.ids).size === body.ids.length, {
    message: 'Each view once',
    path: ['ids'],
  });
