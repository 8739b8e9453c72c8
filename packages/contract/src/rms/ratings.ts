import { z } from 'zod';
import { isoTimeSchema, pageEnvelopeSchema, pageQuerySchema, sortDirectionSchema } from '../common';

/** The spec's ratings query; the panel sends page 1, limit 100, ratedAt, desc. */
export const ratingListQuerySchema = pageQuerySchema
  .extend({
    orderBy: z.enum(['ratedAt', 'rating']).default('ratedAt'),
    orderDirection: sortDirectionSchema.default('desc'),
  })
  .strict();
export type RatingListQuery = z.infer<typeof ratingListQuerySchema>;

const ratingSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  review: z.string().nullable(),
  customerName: z.string(),
  ratedAt: isoTimeSchema,
});
export type Rating = z.infer<typeof ratingSchema>;

/** Over all ratings of the shop or product, not only the page. */
export const ratingSummarySchema = z.object({
  /** Rounded to 2 decimals; null while there are no ratings. */
  average: z.number().nullable(),
  count: z.number().int(),
  countsByStar: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The page envelope plus the summary. */
export const ratingPageSchema = pageEnvelopeSchema(ratingSchema).extend({
  summary: ratingSummarySchema,
});
export type RatingPage = z.infer<typeof ratingPageSchema>;
