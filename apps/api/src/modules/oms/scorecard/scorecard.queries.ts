import { dhakaDay, dhakaDaysBefore } from '@mp/contract/dhaka-time';
import { shopCausedCancelReasons } from '@mp/contract/oms/orders';
import {
  deadlineDays,
  SCORECARD_DAYS,
  SCORECARD_RATING_DAYS,
  type Scorecard,
} from '@mp/contract/oms/scorecard';
import { and, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { dhakaDate, dhakaDayStart } from '../../../lib/dhaka-sql';
import { withinDhakaDays } from '../../../lib/sql-filters';
import { ratings } from '../../rms/ratings/ratings.table';
import { merchantIssueComments, merchantIssues } from '../issues/issues.table';
import { orders } from '../orders/orders.table';

/**
 * The start of the Dhaka day `days` after the day an order was placed: confirming is due by the
 * end of the next day (start of day 2), requesting the pickup by the end of the second (start of
 * day 3), as Home's overdue counts read them (decisions 053, 054).
 */
const deadline = (days: number) =>
  dhakaDayStart(dhakaDate(orders.createdAt), sql.raw(String(days)));

/** On time, late and still waiting past the deadline, of the week's orders. */
function deadlineCounts(reachedAt: PgColumn, days: number, waiting: SQL) {
  const due = deadline(days);
  const counted = (condition: SQL) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  return {
    onTime: counted(sql`${reachedAt} < ${due}`),
    late: counted(sql`${reachedAt} >= ${due}`),
    overdue: counted(sql`${reachedAt} is null and ${waiting} and now() >= ${due}`),
  };
}

/** The merchant's scorecard for the week ending on the Dhaka day of `now` (decision 056). */
export async function merchantScorecard(
  db: Db,
  merchantId: number,
  now = new Date(),
): Promise<Scorecard> {
  const to = dhakaDay(now);
  const from = dhakaDaysBefore(now, SCORECARD_DAYS - 1);
  const ratedFrom = dhakaDaysBefore(now, SCORECARD_RATING_DAYS - 1);
  const firstAnswer = db
    .select({ at: sql`min(${merchantIssueComments.createdAt})`.as('at') })
    .from(merchantIssueComments)
    .where(
      and(
        eq(merchantIssueComments.issueId, merchantIssues.id),
        eq(merchantIssueComments.authorKind, 'merchant'),
      ),
    )
    .as('first_answer');
  const [[orderRow], [issueRow], [ratingRow]] = await Promise.all([
    db
      .select({
        orders: count(),
        cancelledByShop: sql<number>`count(*) filter (where ${and(
          eq(orders.stage, 'cancelled'),
          inArray(orders.cancelReasonCode, [...shopCausedCancelReasons]),
        )})`.mapWith(Number),
        confirmation: deadlineCounts(
          orders.confirmedAt,
          deadlineDays.confirm,
          eq(orders.stage, 'placed'),
        ),
        handOver: deadlineCounts(
          orders.pickupRequestedAt,
          deadlineDays.handOver,
          sql`${orders.stage} = 'dispatch_requestable' and ${orders.deliveryChargePaymentStatus} = 'paid'`,
        ),
      })
      .from(orders)
      .where(
        and(eq(orders.merchantId, merchantId), ...withinDhakaDays(orders.createdAt, from, to)),
      ),
    db
      .select({
        opened: count(),
        answered: sql<number>`count(${firstAnswer.at})`.mapWith(Number),
        averageHours: sql<
          number | null
        >`round(avg(extract(epoch from ${firstAnswer.at} - ${merchantIssues.createdAt})) / 3600, 1)`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(merchantIssues)
      .leftJoinLateral(firstAnswer, sql`true`)
      .where(
        and(
          eq(merchantIssues.merchantId, merchantId),
          ne(merchantIssues.source, 'merchant'),
          ...withinDhakaDays(merchantIssues.createdAt, from, to),
        ),
      ),
    db
      .select({
        ratings: count(),
        average: sql<number | null>`round(avg(${ratings.rating}), 2)`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
      })
      .from(ratings)
      .where(
        and(
          eq(ratings.merchantId, merchantId),
          isNull(ratings.shopProductId),
          ...withinDhakaDays(ratings.ratedAt, ratedFrom, to),
        ),
      ),
  ]);
  return {
    from,
    to,
    cancellation: {
      orders: orderRow?.orders ?? 0,
      cancelledByShop: orderRow?.cancelledByShop ?? 0,
    },
    confirmation: orderRow?.confirmation ?? { onTime: 0, late: 0, overdue: 0 },
    handOver: orderRow?.handOver ?? { onTime: 0, late: 0, overdue: 0 },
    issueResponse: issueRow ?? { opened: 0, answered: 0, averageHours: null },
    rating: ratingRow ?? { ratings: 0, average: null },
  };
}
