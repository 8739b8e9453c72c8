import {
  issueActorKinds,
  issueEventKinds,
  issueSources,
  issueStatuses,
  issueTypes,
} from '@mp/contract/oms/issues';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listIndexColumns } from '../../../lib/list-index';
import { merchants } from '../../cms/merchants/merchants.table';
import { shopProducts } from '../../cms/products/products.table';
import { shops } from '../../cms/shops/shops.table';
import { users } from '../../ums/users/users.table';
import { orders } from '../orders/orders.table';

/** Feeds the human-readable issue number ISS-<n>, unique across all merchants. */
export const issueNumberSequence = pgSequence('issue_number_seq', { startWith: 10001 });

export const merchantIssues = pgTable(
  'merchant_issues',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    issueNumber: text().notNull(),
    subject: text().notNull(),
    description: text().notNull(),
    type: text({ enum: issueTypes }).notNull(),
    source: text({ enum: issueSources }).notNull(),
    status: text({ enum: issueStatuses }).notNull().default('open'),
    orderId: integer().references(() => orders.id),
    shopProductId: integer().references(() => shopProducts.id),
    shopId: integer().references(() => shops.id),
    resolution: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedByUserId: integer().references(() => users.id),
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // A list walks the index of its sort and checks its filters (status, type, shop, days)
    // inside the index entries, as the orders list does (decision 038). Ascending columns: a
    // backward scan serves the default `desc` (newest activity first).
    const filters = [t.status, t.type, t.shopId, t.createdAt];
    const sortedBy = (...sortKey: typeof filters) => listIndexColumns(t, sortKey, filters);
    return [
      uniqueIndex('merchant_issues_number_key').on(t.issueNumber),
      index('merchant_issues_merchant_activity_idx').on(...sortedBy(t.lastActivityAt)),
      index('merchant_issues_merchant_status_activity_idx').on(
        ...sortedBy(t.status, t.lastActivityAt),
      ),
      index('merchant_issues_merchant_created_idx').on(...sortedBy(t.createdAt)),
      index('merchant_issues_merchant_shop_idx').on(t.merchantId, t.shopId, t.lastActivityAt),
      // The search box: trigrams of the number and subject within the merchant (btree_gin).
      index('merchant_issues_merchant_search_idx').using(
        'gin',
        t.merchantId,
        sql`(${sql.identifier('issue_number')} || ' ' || ${sql.identifier('subject')}) gin_trgm_ops`,
      ),
      index('merchant_issues_order_idx').on(t.orderId),
    ];
  },
);

/**
 * How many issues a merchant has per status, type and shop (null: none), kept by statement
 * triggers on `merchant_issues` in the transaction of every change (migration 0007): the issues
 * list's total and status counts without a search or a date range sum these rows.
 */
export const issueCounts = pgTable(
  'issue_counts',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    status: text({ enum: issueStatuses }).notNull(),
    type: text({ enum: issueTypes }).notNull(),
    shopId: integer(),
    issues: integer().notNull(),
  },
  (t) => [
    unique('issue_counts_key').on(t.merchantId, t.status, t.type, t.shopId).nullsNotDistinct(),
  ],
);

export const merchantIssueComments = pgTable(
  'merchant_issue_comments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer()
      .notNull()
      .references(() => merchantIssues.id, { onDelete: 'cascade' }),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    authorKind: text({ enum: issueActorKinds }).notNull(),
    /** Null unless a merchant user wrote it. */
    authorUserId: integer().references(() => users.id),
    authorName: text().notNull(),
    /** Plain text exactly as written; never HTML. */
    body: text().notNull(),
    /** File keys (files.key) of this merchant. */
    attachments: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_issue_comments_issue_idx').on(t.issueId, t.createdAt, t.id)],
);

/** The issue's history: opened, and every status change with who made it. */
export const merchantIssueEvents = pgTable(
  'merchant_issue_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer()
      .notNull()
      .references(() => merchantIssues.id, { onDelete: 'cascade' }),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    kind: text({ enum: issueEventKinds }).notNull(),
    fromStatus: text({ enum: issueStatuses }),
    toStatus: text({ enum: issueStatuses }).notNull(),
    actorKind: text({ enum: issueActorKinds }).notNull(),
    actorUserId: integer().references(() => users.id),
    actorName: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_issue_events_issue_idx').on(t.issueId, t.createdAt, t.id)],
);
