import { z } from 'zod';

/**
 * The deadlines (decisions 053, 054), one rule for Home's overdue counts and the scorecard: an
 * order placed on Dhaka day D is due by the start of day D + n, so it is overdue from the day
 * D + n on.
 */
export const deadlineDays = { confirm: 2, handOver: 3 } as const;

/** The scorecard's week: the last 7 Dhaka days, today included. */
export const SCORECARD_DAYS = 7;
/** Shop ratings are averaged over the last 90 days. */
export const SCORECARD_RATING_DAYS = 90;

/**
 * Each figure's line, the marketplace's usual service levels (decision 056): past it, something
 * happens to the shop (the panel says what).
 */
export const scorecardLines = {
  /** At most 2% of the week's orders cancelled for the shop's own reasons. */
  cancellationRate: 0.02,
  /** At least 95% of the orders due confirmed by the end of the day after they came in. */
  confirmedOnTime: 0.95,
  /** At least 95% of the orders due requested for pickup by the end of the second day. */
  handedOverOnTime: 0.95,
  /** The first answer to an issue within 24 hours on average. */
  responseHours: 24,
  /** Shop ratings of 4.0 or more on average. */
  rating: 4,
} as const;

const count = z.number().int();
/** Orders due by a deadline: met it, met it late, or still waiting past it. */
const deadlineSchema = z.object({ onTime: count, late: count, overdue: count });

/** GET oms/merchant-scorecard. */
export const scorecardSchema = z.object({
  /** The week, Dhaka days, both included. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** Orders placed in the week, and those cancelled for the shop's own reasons. */
  cancellation: z.object({ orders: count, cancelledByShop: count }),
  confirmation: deadlineSchema,
  handOver: deadlineSchema,
  /** Issues opened in the week by customers or the marketplace, and the merchant's first answers. */
  issueResponse: z.object({
    opened: count,
    answered: count,
    averageHours: z.number().nullable(),
  }),
  rating: z.object({ ratings: count, average: z.number().nullable() }),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
