import type { PageQuery } from '@mp/contract/common';
import {
  type AddIssueCommentBody,
  type CreateIssueBody,
  ISSUE_DETAIL_COMMENTS,
  type IssueComment,
  type IssueCountQuery,
  type IssueDetail,
  type IssueListItem,
  type IssueListQuery,
  type IssueStatusCounts,
  issueStatuses,
} from '@mp/contract/oms/issues';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { pageEnvelope, pageOffset } from '../../../lib/pagination';
import { attachFiles, findMerchantFiles } from '../../fms/files/files.queries';
import { recordActivity } from '../../ums/activity/activity.queries';
import {
  type CommentRow,
  countIssuesByStatus,
  findIssue,
  findOwnOrder,
  findUserName,
  type IssueListRow,
  insertComment,
  insertEvent,
  insertIssue,
  issueComments,
  issueHistory,
  listIssues,
  lockIssue,
  markResolved,
  touchIssue,
} from './issues.queries';

type Actor = { merchantId: number; userId: number };

const issueNotFound = () => notFound('Issue');
const alreadyResolved = () =>
  new AppError(
    'ISSUE_RESOLVED',
    'This issue is already resolved; a resolved issue does not change',
  );

function toListItem(row: IssueListRow): IssueListItem {
  return {
    id: row.id,
    issueNumber: row.issueNumber,
    subject: row.subject,
    type: row.type,
    source: row.source,
    status: row.status,
    shop:
      row.shopId !== null && row.shopName !== null ? { id: row.shopId, name: row.shopName } : null,
    order:
      row.orderId !== null && row.orderNumber !== null
        ? { id: row.orderId, orderNumber: row.orderNumber }
        : null,
    product:
      row.productId !== null && row.productName !== null
        ? { id: row.productId, name: row.productName }
        : null,
    commentCount: row.commentCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** Comments with their attachments' names and types: one files query for the whole page. */
async function toComments(db: Db, merchantId: number, rows: CommentRow[]): Promise<IssueComment[]> {
  const keys = [...new Set(rows.flatMap((row) => row.attachments))];
  const found = await findMerchantFiles(db, merchantId, keys);
  const byKey = new Map(found.map((file) => [file.key, file]));
  return rows.map((row) => ({
    id: row.id,
    authorKind: row.authorKind,
    authorName: row.authorName,
    body: row.body,
    attachments: row.attachments.flatMap((key) => byKey.get(key) ?? []),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listMerchantIssues(db: Db, merchantId: number, query: IssueListQuery) {
  const { rows, total } = await listIssues(db, merchantId, query);
  return pageEnvelope(rows.map(toListItem), query, total);
}

export async function countMerchantIssues(
  db: Db,
  merchantId: number,
  filters: IssueCountQuery,
): Promise<IssueStatusCounts> {
  const rows = await countIssuesByStatus(db, merchantId, filters);
  const counts = Object.fromEntries(issueStatuses.map((status) => [status, 0])) as Record<
    (typeof issueStatuses)[number],
    number
  >;
  for (const row of rows) counts[row.status] = row.value;
  return { counts, total: rows.reduce((sum, row) => sum + row.value, 0) };
}

export async function getIssueDetail(
  db: Db,
  merchantId: number,
  issueId: number,
): Promise<IssueDetail> {
  const issue = await findIssue(db, merchantId, issueId);
  if (!issue) throw issueNotFound();
  const [history, commentRows] = await Promise.all([
    issueHistory(db, merchantId, issueId),
    issueComments(db, merchantId, issueId, 0, ISSUE_DETAIL_COMMENTS),
  ]);
  return {
    ...toListItem(issue),
    description: issue.description,
    resolution: issue.resolution,
    resolvedBy:
      issue.resolvedByUserId !== null
        ? { id: issue.resolvedByUserId, name: issue.resolvedByName ?? '' }
        : null,
    allowedActions: issue.status === 'resolved' ? [] : ['comment', 'resolve'],
    history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    comments: await toComments(db, merchantId, commentRows),
  };
}

export async function listIssueComments(
  db: Db,
  merchantId: number,
  issueId: number,
  query: PageQuery,
) {
  const issue = await findIssue(db, merchantId, issueId);
  if (!issue) throw issueNotFound();
  const rows = await issueComments(db, merchantId, issueId, pageOffset(query), query.limit);
  return pageEnvelope(await toComments(db, merchantId, rows), query, issue.commentCount);
}

/**
 * A merchant's comment. Refused (409) on a resolved issue; the first merchant answer to an
 * open issue moves it to in_progress. Locks the issue so a concurrent resolve cannot slip in.
 */
export async function addComment(
  db: Db,
  actor: Actor,
  issueId: number,
  body: AddIssueCommentBody,
): Promise<IssueComment> {
  return db.transaction(async (tx) => {
    const issue = await lockIssue(tx, actor.merchantId, issueId);
    if (!issue) throw issueNotFound();
    if (issue.status === 'resolved') {
      throw new AppError('ISSUE_RESOLVED', 'This issue is resolved and takes no more comments');
    }
    const keys = [...new Set(body.attachments ?? [])];
    const attached = await attachFiles(tx, actor.merchantId, keys);
    if (attached.length !== keys.length) throw notFound('Attachment');

    const now = new Date();
    const authorName = await findUserName(tx, actor.userId);
    const saved = await insertComment(tx, {
      issueId,
      merchantId: actor.merchantId,
      authorKind: 'merchant',
      authorUserId: actor.userId,
      authorName,
      body: body.comment,
      attachments: keys,
      createdAt: now,
    });
    if (issue.status === 'open') {
      await insertEvent(tx, {
        issueId,
        merchantId: actor.merchantId,
        kind: 'status_change',
        fromStatus: 'open',
        toStatus: 'in_progress',
        actorKind: 'merchant',
        actorUserId: actor.userId,
        actorName: authorName,
        // The status change says it, by the merchant, in the panel's words.
        note: null,
        createdAt: now,
      });
    }
    await touchIssue(tx, issueId, now, issue.status === 'open' ? 'in_progress' : undefined);
    await recordActivity(tx, {
      ...actor,
      kind: 'issues.comment',
      subjectId: issueId,
      details: { issueNumber: issue.issueNumber },
    });
    const [comment] = await toComments(tx, actor.merchantId, [saved]);
    return comment!;
  });
}

export async function resolveIssue(
  db: Db,
  actor: Actor,
  issueId: number,
  resolution: string,
): Promise<IssueDetail> {
  await db.transaction(async (tx) => {
    const issue = await lockIssue(tx, actor.merchantId, issueId);
    if (!issue) throw issueNotFound();
    const now = new Date();
    const changed = await markResolved(tx, actor.merchantId, issueId, {
      resolution,
      userId: actor.userId,
      at: now,
    });
    if (!changed) throw alreadyResolved();
    await insertEvent(tx, {
      issueId,
      merchantId: actor.merchantId,
      kind: 'resolved',
      fromStatus: issue.status,
      toStatus: 'resolved',
      actorKind: 'merchant',
      actorUserId: actor.userId,
      actorName: await findUserName(tx, actor.userId),
      note: resolution,
      createdAt: now,
    });
    await recordActivity(tx, {
      ...actor,
      kind: 'issues.resolve',
      subjectId: issueId,
      details: { issueNumber: issue.issueNumber, note: resolution },
    });
  });
  return getIssueDetail(db, actor.merchantId, issueId);
}

/** The merchant opens an issue about one of its own orders (another's answers 404). */
export async function openIssue(db: Db, actor: Actor, body: CreateIssueBody): Promise<IssueDetail> {
  const issueId = await db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, actor.merchantId, body.orderId);
    if (!order) throw notFound('Order');
    const now = new Date();
    const { id } = await insertIssue(tx, {
      merchantId: actor.merchantId,
      subject: body.subject,
      description: body.description,
      type: body.type,
      source: 'merchant',
      status: 'open',
      orderId: order.id,
      shopId: order.shopId,
      lastActivityAt: now,
      createdAt: now,
    });
    await insertEvent(tx, {
      issueId: id,
      merchantId: actor.merchantId,
      kind: 'opened',
      fromStatus: null,
      toStatus: 'open',
      actorKind: 'merchant',
      actorUserId: actor.userId,
      actorName: await findUserName(tx, actor.userId),
      note: null,
      createdAt: now,
    });
    await recordActivity(tx, {
      ...actor,
      kind: 'issues.open',
      subjectId: id,
      details: { orderNumbers: [order.orderNumber] },
    });
    return id;
  });
  return getIssueDetail(db, actor.merchantId, issueId);
}
