import type { IssueFilters, IssueListQuery, IssueStatus } from '@mp/contract/oms/issues';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset } from '../../../lib/pagination';
import { containsPattern, statusIs, withinDhakaDays } from '../../../lib/sql-filters';
import { shopProducts } from '../../cms/products/products.table';
import { shops } from '../../cms/shops/shops.table';
import { users } from '../../ums/users/users.table';
import { orderSearchedText } from '../orders/orders.queries';
import { orders } from '../orders/orders.table';
import {
  issueCounts,
  merchantIssueComments,
  merchantIssueEvents,
  merchantIssues,
} from './issues.table';

/**
 * What the search box looks in, as `merchant_issues_merchant_search_idx` indexes it (the
 * expression must stay the same for the index to serve): the issue number and the subject.
 */
const searchedText = sql`(${merchantIssues.issueNumber} || ' ' || ${merchantIssues.subject})`;

/** Every condition starts with the merchant in scope, so the indexes lead with merchant_id. */
function issueConditions(merchantId: number, filters: IssueFilters): SQL | undefined {
  return and(
    eq(merchantIssues.merchantId, merchantId),
    statusIs(merchantIssues.status, filters.status),
    filters.type ? eq(merchantIssues.type, filters.type) : undefined,
    filters.shopId === undefined ? undefined : eq(merchantIssues.shopId, filters.shopId),
    ...withinDhakaDays(merchantIssues.createdAt, filters.createdFrom, filters.createdTo),
    filters.search ? searchCondition(merchantId, filters.search) : undefined,
  );
}

/** The subject or number, or the number of the issue's order, contains `search`. */
function searchCondition(merchantId: number, search: string) {
  const pattern = containsPattern(search);
  // The merchant's orders whose number matches, found through the orders' own search index
  // (its text holds the number), as an array: each side of the OR is then an index scan.
  const matchingOrders = sql`array(select ${orders.id} from ${orders}
    where ${orders.merchantId} = ${merchantId} and ${orderSearchedText} ilike ${pattern}
      and ${orders.orderNumber} ilike ${pattern})`;
  return or(ilike(searchedText, pattern), sql`${merchantIssues.orderId} = any(${matchingOrders})`);
}

/** True when the kept counts hold the filters' answer: no search, no date range. */
const isKept = (filters: IssueFilters) =>
  !filters.search && !filters.createdFrom && !filters.createdTo;

/** The filters on the kept counts (see `isKept`). */
function keptConditions(merchantId: number, filters: IssueFilters) {
  return and(
    eq(issueCounts.merchantId, merchantId),
    statusIs(issueCounts.status, filters.status),
    filters.type ? eq(issueCounts.type, filters.type) : undefined,
    filters.shopId === undefined ? undefined : eq(issueCounts.shopId, filters.shopId),
  );
}

const keptSum = sql<number>`coalesce(sum(${issueCounts.issues}), 0)`.mapWith(Number);

const sortColumns = {
  lastActivityAt: merchantIssues.lastActivityAt,
  createdAt: merchantIssues.createdAt,
} as const;

const commentCount = sql<number>`(select count(*)::int from ${merchantIssueComments} where ${merchantIssueComments.issueId} = ${merchantIssues.id})`;

/** The columns of a list item; the joins are all to-one and optional. */
const itemColumns = {
  id: merchantIssues.id,
  issueNumber: merchantIssues.issueNumber,
  subject: merchantIssues.subject,
  type: merchantIssues.type,
  source: merchantIssues.source,
  status: merchantIssues.status,
  shopId: shops.id,
  shopName: shops.name,
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  productId: shopProducts.id,
  productName: shopProducts.name,
  commentCount,
  lastActivityAt: merchantIssues.lastActivityAt,
  createdAt: merchantIssues.createdAt,
  resolvedAt: merchantIssues.resolvedAt,
};

/** One page by deferred join: the inner query walks the index for the page's ids only. */
export async function listIssues(db: Db, merchantId: number, query: IssueListQuery) {
  const where = issueConditions(merchantId, query);
  const direction = query.orderDirection === 'asc' ? asc : desc;
  const order = [direction(sortColumns[query.orderBy]), direction(merchantIssues.id)];
  const pageIds = db
    .select({ id: merchantIssues.id })
    .from(merchantIssues)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query))
    .as('page_ids');
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(pageIds)
      .innerJoin(merchantIssues, eq(merchantIssues.id, pageIds.id))
      .leftJoin(shops, eq(shops.id, merchantIssues.shopId))
      .leftJoin(orders, eq(orders.id, merchantIssues.orderId))
      .leftJoin(shopProducts, eq(shopProducts.id, merchantIssues.shopProductId))
      .orderBy(...order),
    isKept(query)
      ? db.select({ value: keptSum }).from(issueCounts).where(keptConditions(merchantId, query))
      : db.select({ value: count() }).from(merchantIssues).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
export type IssueListRow = Awaited<ReturnType<typeof listIssues>>['rows'][number];

export function countIssuesByStatus(db: Db, merchantId: number, filters: IssueFilters) {
  if (isKept(filters)) {
    return db
      .select({ status: issueCounts.status, value: keptSum })
      .from(issueCounts)
      .where(keptConditions(merchantId, { ...filters, status: undefined }))
      .groupBy(issueCounts.status);
  }
  return db
    .select({ status: merchantIssues.status, value: count() })
    .from(merchantIssues)
    .where(issueConditions(merchantId, { ...filters, status: undefined }))
    .groupBy(merchantIssues.status);
}

export async function findIssue(db: Db, merchantId: number, issueId: number) {
  const [row] = await db
    .select({
      ...itemColumns,
      description: merchantIssues.description,
      resolution: merchantIssues.resolution,
      resolvedByUserId: merchantIssues.resolvedByUserId,
      resolvedByName: users.name,
    })
    .from(merchantIssues)
    .leftJoin(shops, eq(shops.id, merchantIssues.shopId))
    .leftJoin(orders, eq(orders.id, merchantIssues.orderId))
    .leftJoin(shopProducts, eq(shopProducts.id, merchantIssues.shopProductId))
    .leftJoin(users, eq(users.id, merchantIssues.resolvedByUserId))
    .where(and(eq(merchantIssues.id, issueId), eq(merchantIssues.merchantId, merchantId)))
    .limit(1);
  return row;
}

export function issueHistory(db: Db, merchantId: number, issueId: number) {
  return db
    .select({
      id: merchantIssueEvents.id,
      kind: merchantIssueEvents.kind,
      fromStatus: merchantIssueEvents.fromStatus,
      toStatus: merchantIssueEvents.toStatus,
      actorKind: merchantIssueEvents.actorKind,
      actorName: merchantIssueEvents.actorName,
      note: merchantIssueEvents.note,
      createdAt: merchantIssueEvents.createdAt,
    })
    .from(merchantIssueEvents)
    .where(
      and(eq(merchantIssueEvents.issueId, issueId), eq(merchantIssueEvents.merchantId, merchantId)),
    )
    .orderBy(asc(merchantIssueEvents.createdAt), asc(merchantIssueEvents.id));
}

const commentColumns = {
  id: merchantIssueComments.id,
  authorKind: merchantIssueComments.authorKind,
  authorName: merchantIssueComments.authorName,
  body: merchantIssueComments.body,
  attachments: merchantIssueComments.attachments,
  createdAt: merchantIssueComments.createdAt,
};

/** Oldest first. */
export function issueComments(
  db: Db,
  merchantId: number,
  issueId: number,
  offset: number,
  limit: number,
) {
  return db
    .select(commentColumns)
    .from(merchantIssueComments)
    .where(
      and(
        eq(merchantIssueComments.issueId, issueId),
        eq(merchantIssueComments.merchantId, merchantId),
      ),
    )
    .orderBy(asc(merchantIssueComments.createdAt), asc(merchantIssueComments.id))
    .offset(offset)
    .limit(limit);
}

export type CommentRow = Awaited<ReturnType<typeof issueComments>>[number];

/** Locks the issue row for the rest of the transaction; undefined: not this merchant's. */
export async function lockIssue(db: Db, merchantId: number, issueId: number) {
  const [row] = await db
    .select({
      id: merchantIssues.id,
      status: merchantIssues.status,
      issueNumber: merchantIssues.issueNumber,
    })
    .from(merchantIssues)
    .where(and(eq(merchantIssues.id, issueId), eq(merchantIssues.merchantId, merchantId)))
    .for('update')
    .limit(1);
  return row;
}

export async function touchIssue(db: Db, issueId: number, at: Date, status?: IssueStatus) {
  await db
    .update(merchantIssues)
    .set(status ? { lastActivityAt: at, status } : { lastActivityAt: at })
    .where(eq(merchantIssues.id, issueId));
}

/** The transition itself: only an issue that is not yet resolved changes. */
export async function markResolved(
  db: Db,
  merchantId: number,
  issueId: number,
  change: { resolution: string; userId: number; at: Date },
) {
  const [row] = await db
    .update(merchantIssues)
    .set({
      status: 'resolved',
      resolution: change.resolution,
      resolvedAt: change.at,
      resolvedByUserId: change.userId,
      lastActivityAt: change.at,
    })
    .where(
      and(
        eq(merchantIssues.id, issueId),
        eq(merchantIssues.merchantId, merchantId),
        ne(merchantIssues.status, 'resolved'),
      ),
    )
    .returning({ id: merchantIssues.id });
  return row;
}

export async function insertComment(db: Db, row: typeof merchantIssueComments.$inferInsert) {
  const [saved] = await db.insert(merchantIssueComments).values(row).returning(commentColumns);
  if (!saved) throw new Error('comment insert returned nothing');
  return saved;
}

export async function insertEvent(db: Db, row: typeof merchantIssueEvents.$inferInsert) {
  await db.insert(merchantIssueEvents).values(row);
}

export async function insertIssue(
  db: Db,
  row: Omit<typeof merchantIssues.$inferInsert, 'issueNumber'>,
) {
  const [saved] = await db
    .insert(merchantIssues)
    .values({ ...row, issueNumber: sql`'ISS-' || nextval('issue_number_seq')` })
    .returning({ id: merchantIssues.id });
  if (!saved) throw new Error('issue insert returned nothing');
  return saved;
}

export async function findOwnOrder(db: Db, merchantId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, shopId: orders.shopId, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)))
    .limit(1);
  return row;
}

export async function findUserName(db: Db, userId: number) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Merchant';
}
