import { z } from 'zod';
import {
  dateOnlySchema,
  daysInOrder,
  idSchema,
  isoTimeSchema,
  pageQuerySchema,
  sortDirectionSchema,
} from '../common';

export const issueStatuses = ['open', 'in_progress', 'resolved'] as const;
export type IssueStatus = (typeof issueStatuses)[number];
const issueStatusSchema = z.enum(issueStatuses);

export const issueTypes = ['delivery', 'product_quality', 'payment', 'return', 'other'] as const;
export type IssueType = (typeof issueTypes)[number];
const issueTypeSchema = z.enum(issueTypes);

/** Who raised the issue. */
export const issueSources = ['customer', 'marketplace', 'merchant'] as const;
export type IssueSource = (typeof issueSources)[number];

/** Who wrote a comment or made a history entry. */
export const issueActorKinds = ['merchant', 'marketplace', 'customer'] as const;
export type IssueActorKind = (typeof issueActorKinds)[number];

/** History entries: opened, any status change (in_progress, resolved, reopened by the marketplace). */
export const issueEventKinds = ['opened', 'status_change', 'resolved', 'reopened'] as const;
export type IssueEventKind = (typeof issueEventKinds)[number];

export const ISSUE_COMMENT_MAX = 2000;
export const ISSUE_RESOLUTION_MIN = 3;
export const ISSUE_RESOLUTION_MAX = 1000;
export const ISSUE_ATTACHMENTS_MAX = 5;
/** The detail embeds the thread's first comments; longer threads page through `{id}/comments`. */
export const ISSUE_DETAIL_COMMENTS = 100;

export const issueSortFields = ['lastActivityAt', 'createdAt'] as const;

// ---------- queries ----------

const issueFilterFields = {
  type: issueTypeSchema.optional(),
  shopId: idSchema.optional(),
  /** Merchant-local (Asia/Dhaka) days of creation, both ends included. */
  createdFrom: dateOnlySchema.optional(),
  createdTo: dateOnlySchema.optional(),
  /** Part of the issue number, the subject or the linked order's number (case-insensitive). */
  search: z.string().trim().max(100).optional(),
};

/** GET oms/merchant-issues. `status=all` (or absent) lists every status. */
export const issueListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(['all', ...issueStatuses]).default('all'),
    ...issueFilterFields,
    orderBy: z.enum(issueSortFields).default('lastActivityAt'),
    orderDirection: sortDirectionSchema.default('desc'),
  })
  .strict()
  .refine(...daysInOrder('createdFrom', 'createdTo'));
export type IssueListQuery = z.infer<typeof issueListQuerySchema>;
export type IssueListQueryInput = z.input<typeof issueListQuerySchema>;

/** GET oms/merchant-issues/stats/count: the list filters without status, paging or sort. */
export const issueCountQuerySchema = z
  .object(issueFilterFields)
  .strict()
  .refine(...daysInOrder('createdFrom', 'createdTo'));
export type IssueCountQuery = z.infer<typeof issueCountQuerySchema>;
/** The list's filters (`all`, or none, is every status) and the counts'. */
export type IssueFilters = IssueCountQuery & { status?: IssueStatus | 'all' };

// ---------- responses ----------

const ref = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullable();

export const issueListItemSchema = z.object({
  id: z.number().int(),
  issueNumber: z.string(),
  subject: z.string(),
  type: issueTypeSchema,
  source: z.enum(issueSources),
  status: issueStatusSchema,
  shop: ref({ id: z.number().int(), name: z.string() }),
  order: ref({ id: z.number().int(), orderNumber: z.string() }),
  product: ref({ id: z.number().int(), name: z.string() }),
  commentCount: z.number().int(),
  lastActivityAt: isoTimeSchema,
  createdAt: isoTimeSchema,
  resolvedAt: isoTimeSchema.nullable(),
});
export type IssueListItem = z.infer<typeof issueListItemSchema>;

export const issueStatusCountsSchema = z.object({
  counts: z.record(issueStatusSchema, z.number().int()),
  total: z.number().int(),
});
export type IssueStatusCounts = z.infer<typeof issueStatusCountsSchema>;

const issueAttachmentSchema = z.object({
  /** Open it through `POST fms/files/urlGenerator` with `{ urlType: 'view', Key, ContentType }`. */
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type IssueAttachment = z.infer<typeof issueAttachmentSchema>;

export const issueCommentSchema = z.object({
  id: z.number().int(),
  authorKind: z.enum(issueActorKinds),
  authorName: z.string(),
  /** Plain text exactly as written: render it as text, never as HTML. */
  body: z.string(),
  attachments: z.array(issueAttachmentSchema),
  createdAt: isoTimeSchema,
});
export type IssueComment = z.infer<typeof issueCommentSchema>;

const issueHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(issueEventKinds),
  fromStatus: issueStatusSchema.nullable(),
  toStatus: issueStatusSchema,
  actorKind: z.enum(issueActorKinds),
  actorName: z.string(),
  note: z.string().nullable(),
  createdAt: isoTimeSchema,
});
export type IssueHistoryEntry = z.infer<typeof issueHistoryEntrySchema>;

/** GET oms/merchant-issues/{id}, and the answer of resolve and create. */
export const issueDetailSchema = issueListItemSchema.extend({
  description: z.string(),
  resolution: z.string().nullable(),
  resolvedBy: ref({ id: z.number().int(), name: z.string() }),
  /** What the merchant may do now: `comment` and `resolve` while the issue is not resolved. */
  allowedActions: z.array(z.enum(['comment', 'resolve'])),
  /** Oldest first. */
  history: z.array(issueHistoryEntrySchema),
  /** Oldest first, at most ISSUE_DETAIL_COMMENTS; commentCount tells whether there are more. */
  comments: z.array(issueCommentSchema),
});
export type IssueDetail = z.infer<typeof issueDetailSchema>;

// ---------- bodies ----------

/** A file key as answered by `POST fms/files`. */
const fileKeySchema = z.string().min(1).max(500);

export const issueCommentListQuerySchema = pageQuerySchema.strict();

/** POST oms/merchant-issues/{id}/comments. The comment is stored as given (not trimmed). */
export const addIssueCommentBodySchema = z
  .object({
    comment: z
      .string()
      .min(1)
      .max(ISSUE_COMMENT_MAX)
      .refine((text) => text.trim().length > 0, { message: 'A comment cannot be only spaces' }),
    attachments: z.array(fileKeySchema).max(ISSUE_ATTACHMENTS_MAX).optional(),
  })
  .strict();
export type AddIssueCommentBody = z.infer<typeof addIssueCommentBodySchema>;

/** POST oms/merchant-issues/{id}/resolve. */
export const resolveIssueBodySchema = z
  .object({
    resolution: z.string().trim().min(ISSUE_RESOLUTION_MIN).max(ISSUE_RESOLUTION_MAX),
  })
  .strict();
export type ResolveIssueBody = z.infer<typeof resolveIssueBodySchema>;

/** POST oms/merchant-issues: the merchant opens an issue about one of its orders. */
export const createIssueBodySchema = z
  .object({
    orderId: idSchema,
    subject: z.string().trim().min(3).max(200),
    description: z.string().trim().min(3).max(ISSUE_COMMENT_MAX),
    type: issueTypeSchema,
  })
  .strict();
export type CreateIssueBody = z.infer<typeof createIssueBodySchema>;
