import type { IssueComment } from '@mp/contract/oms/issues';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useLaterIssueComments } from '../api/get-issue-comments';
import { ACTOR_LABEL } from '../lib/issue-labels';
import { AttachmentLink } from './attachment-link';

/**
 * A comment's text exactly as written. It is a React text child, never HTML: markup such as
 * `<script>` shows literally and nothing in it runs. Line breaks and spaces are kept.
 */
export function CommentBody({ body }: { body: string }) {
  return <p className="text-sm break-words whitespace-pre-wrap text-ink">{body}</p>;
}

const AUTHOR_STYLE: Record<IssueComment['authorKind'], string> = {
  merchant: 'border-accent/30 bg-accent-soft/50',
  marketplace: 'border-line bg-white',
  customer: 'border-line bg-surface-muted/60',
};

export function CommentItem({ comment }: { comment: IssueComment }) {
  const t = useT();
  return (
    <li
      data-testid="issue-comment"
      className={`flex flex-col gap-2 rounded-lg border p-3 ${AUTHOR_STYLE[comment.authorKind]}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-[13px]">
          <span className="font-medium text-ink">{comment.authorName}</span>{' '}
          <span className="text-ink-muted">· {t(ACTOR_LABEL[comment.authorKind])}</span>
        </p>
        <time dateTime={comment.createdAt} className="text-xs text-ink-muted">
          {formatDateTime(comment.createdAt)}
        </time>
      </div>
      <CommentBody body={comment.body} />
      {comment.attachments.length > 0 ? (
        <ul aria-label={t('issues.attachments')} className="flex flex-wrap gap-2">
          {comment.attachments.map((attachment) => (
            <li key={attachment.key} className="max-w-full">
              <AttachmentLink attachment={attachment} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

type CommentThreadProps = {
  issueId: number;
  /** The comments the detail embeds (the first page, oldest first). */
  comments: IssueComment[];
  commentCount: number;
};

/** The thread, oldest first; a long thread loads its later comments on demand. */
export function CommentThread({ issueId, comments, commentCount }: CommentThreadProps) {
  const t = useT();
  const hasMore = commentCount > comments.length;
  const [wantsMore, setWantsMore] = useState(false);
  const later = useLaterIssueComments(issueId, wantsMore && hasMore);
  const loaded = later.data?.pages.flatMap((page) => page.content) ?? [];
  const seen = new Set(comments.map((comment) => comment.id));
  const all = [...comments, ...loaded.filter((comment) => !seen.has(comment.id))];
  const remaining = Math.max(commentCount - all.length, 0);

  if (all.length === 0) {
    return <p className="text-sm text-ink-muted">{t('issues.noComments')}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {all.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ol>
      {hasMore && remaining > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          loading={later.isFetching}
          onClick={() => (later.data ? void later.fetchNextPage() : setWantsMore(true))}
        >
          {t('issues.moreComments', { count: remaining })}
        </Button>
      ) : null}
    </div>
  );
}
