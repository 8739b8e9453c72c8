import type { PageQuery } from '@mp/contract/common';
import {
  ACTIVITY_SUBJECTS_KEPT,
  type ActivityDetails,
  type ActivityFilter,
} from '@mp/contract/ums/activity';
import { type ActivityKind, activityKindsOf } from '@mp/contract/ums/activity-kinds';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { withinDhakaDays } from '../../../lib/sql-filters';
import { merchantMembers } from '../members/merchant-members.table';
import { users } from '../users/users.table';
import { merchantActivity } from './activity.table';

/** One act of a person in a merchant account, as the log records it. */
export type Activity = {
  merchantId: number;
  userId: number;
  kind: ActivityKind;
  /** The one thing acted on; leave it out when the act touched several. */
  subjectId?: number | null;
  /** How many things the act touched (1 when left out). */
  count?: number;
  details?: ActivityDetails;
};

/** The first numbers an entry keeps of the orders an act touched. */
export const keptOrderNumbers = (numbers: string[]) => numbers.slice(0, ACTIVITY_SUBJECTS_KEPT);

/** Records an act: call it with the act's own transaction, so both stand or neither does. */
export async function recordActivity(db: Db, activity: Activity) {
  await db.insert(merchantActivity).values({
    merchantId: activity.merchantId,
    userId: activity.userId,
    kind: activity.kind,
    subjectId: activity.subjectId ?? null,
    count: activity.count ?? 1,
    details: activity.details ?? {},
  });
}

/** The log's conditions: the merchant's rows, narrowed by person, area and Dhaka days. */
export function activityConditions(merchantId: number, filter: ActivityFilter): SQL {
  return and(
    eq(merchantActivity.merchantId, merchantId),
    filter.userId === undefined ? undefined : eq(merchantActivity.userId, filter.userId),
    filter.area === undefined
      ? undefined
      : inArray(merchantActivity.kind, activityKindsOf(filter.area)),
    ...withinDhakaDays(merchantActivity.createdAt, filter.from, filter.to),
  )!;
}

/** Counting stops here: a busy team's year of acts costs no more to open than its last page. */
export const ACTIVITY_COUNT_CAP = 10_000;

export function listActivity(db: Db, where: SQL, query: PageQuery) {
  return db
    .select({
      id: merchantActivity.id,
      kind: merchantActivity.kind,
      userId: merchantActivity.userId,
      name: users.name,
      subjectId: merchantActivity.subjectId,
      count: merchantActivity.count,
      details: merchantActivity.details,
      createdAt: merchantActivity.createdAt,
    })
    .from(merchantActivity)
    .innerJoin(users, eq(users.id, merchantActivity.userId))
    .where(where)
    .orderBy(desc(merchantActivity.id))
    .limit(query.limit)
    .offset(pageOffset(query));
}

/** How many entries match, up to `ACTIVITY_COUNT_CAP`. */
export async function countActivity(db: Db, where: SQL) {
  const found = db
    .select({ id: merchantActivity.id })
    .from(merchantActivity)
    .where(where)
    .orderBy(desc(merchantActivity.id))
    .limit(ACTIVITY_COUNT_CAP)
    .as('found');
  const [row] = await db.select({ value: count() }).from(found);
  return row?.value ?? 0;
}

/**
 * Whom the log's person filter offers: the team as it is, and those removed from it (their
 * removal is an entry naming them), so a former member's acts stay easy to find.
 */
export function activityPeople(db: Db, merchantId: number) {
  const removed = db
    .selectDistinct({ userId: merchantActivity.subjectId })
    .from(merchantActivity)
    .where(
      and(eq(merchantActivity.merchantId, merchantId), eq(merchantActivity.kind, 'staff.remove')),
    );
  return db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .where(
      or(
        inArray(
          users.id,
          db
            .select({ userId: merchantMembers.userId })
            .from(merchantMembers)
            .where(eq(merchantMembers.merchantId, merchantId)),
        ),
        inArray(users.id, removed),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
