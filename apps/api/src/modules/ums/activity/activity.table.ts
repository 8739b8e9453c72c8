import type { ActivityDetails } from '@mp/contract/ums/activity';
import { activityKinds } from '@mp/contract/ums/activity-kinds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../../lib/check-values';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../users/users.table';

/**
 * Who did what in a merchant account: one row per act, written by the service in the act's own
 * transaction (a bulk act is one row with its count). Read by the activity page and its export.
 */
export const merchantActivity = pgTable(
  'merchant_activity',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: activityKinds }).notNull(),
    /** The one thing acted on, when it was one. */
    subjectId: integer(),
    count: integer().notNull().default(1),
    details: jsonb().$type<ActivityDetails>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_activity_merchant_idx').on(t.merchantId, t.id),
    index('merchant_activity_person_idx').on(t.merchantId, t.userId, t.id),
    index('merchant_activity_kind_idx').on(t.merchantId, t.kind, t.id),
    check('merchant_activity_kind_known', oneOf(t.kind, activityKinds)),
  ],
);
